/**
 * The loop of a background job that works through a queue in the database (the call-rescue job, the
 * registration reconciler): a tick now, then one every `intervalMs`, and another at once while ticks come back
 * with a full batch; a failed tick is logged and the loop goes on. Timers are unref'd, so a job never keeps the
 * process alive; `stop` waits for the tick under way, so the database can close after it.
 */
export interface PeriodicJob {
  /** Ticks now, then every intervalMs (at once again while batches come back full). */
  start(): void;
  /** Stops ticking; resolves when the tick under way has finished. */
  stop(): Promise<void>;
  /** One pass; resolves with how many items it claimed. */
  tick(): Promise<number>;
  /** Whether a tick is due or under way: false once stop() has resolved, so nothing more will run. */
  readonly scheduled: boolean;
}

export interface PeriodicJobOptions {
  /** Said in the logs: 'call-rescue job'. */
  name: string;
  tick: () => Promise<number>;
  intervalMs: number;
  /** A tick that claims this many goes again at once. */
  batchSize: number;
  logger: {
    info(details: Record<string, unknown>, message: string): void;
    error(details: Record<string, unknown>, message: string): void;
  };
}

export function createPeriodicJob({ name, tick, intervalMs, batchSize, logger }: PeriodicJobOptions): PeriodicJob {
  let stopped = true;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      timer = null;
      running = (async () => {
        let claimed = 0;
        try {
          claimed = await tick();
        } catch (error) {
          logger.error({ err: error }, `${name} tick failed`);
        }
        running = null;
        if (!stopped) schedule(claimed >= batchSize ? 0 : intervalMs);
      })();
    }, delayMs);
    timer.unref();
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      logger.info({ intervalMs, batchSize }, `${name} started`);
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
    tick,
    get scheduled() {
      return timer !== null || running !== null;
    },
  };
}
