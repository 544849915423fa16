/**
 * The thread a large seed builds its rows in (seed-parts.ts, `seedPartsInWorker`), so the database writes one part
 * while the next is built: a million-account seed spends about a minute building and serialising its rows. It runs
 * at most PARTS_AHEAD parts ahead of the writes, so memory stays that of a few chunks.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { seedParts, type SeedPlan } from './seed-parts.ts';

const PARTS_AHEAD = 2;

const port = parentPort!;
let ahead = 0;
let resume: (() => void) | null = null;
port.on('message', () => {
  ahead--;
  resume?.();
});
for (const part of seedParts(workerData as SeedPlan)) {
  port.postMessage(part);
  ahead++;
  while (ahead >= PARTS_AHEAD) await new Promise<void>((resolve) => (resume = resolve));
}
port.postMessage(null);
port.close();
