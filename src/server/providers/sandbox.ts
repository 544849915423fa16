/**
 * What every sandbox provider shares: forced failures read from `SANDBOX_FAILURES`, a clock that tests can
 * move, and realistic random identifiers.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ProviderError } from './errors.ts';

/** Milliseconds since the epoch; sandboxes read time only through it so tests can move it. */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();

/**
 * The operations a setting forces to fail, as `service.operation` names (`messaging.provisionNumber`) or a whole
 * service (`tcr.*`).
 */
export class SandboxFailures {
  readonly #forced: ReadonlySet<string>;

  constructor(forced: Iterable<string> = []) {
    this.#forced = new Set(forced);
  }

  isForced(service: string, operation: string): boolean {
    return this.#forced.has(`${service}.${operation}`) || this.#forced.has(`${service}.*`);
  }

  /** Throws the plausible error the real service would give when the operation is forced to fail. */
  check(service: string, operation: string, detail: string, status = 400, providerCode: string | null = null): void {
    if (!this.isForced(service, operation)) return;
    throw new ProviderError({ service, operation, code: 'http_error', status, providerCode, detail });
  }
}

/** `bytes` random bytes as lowercase hex. */
export const randomHex = (bytes: number) => randomBytes(bytes).toString('hex');

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** `length` random uppercase letters and digits. */
export function randomAlnum(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += ALNUM[byte % ALNUM.length];
  return out;
}

/** A stable number in [0, 1) derived from a text: deterministic outcomes per identifier. */
export function unitHash(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0) / 2 ** 32;
}
