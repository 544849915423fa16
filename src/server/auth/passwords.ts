/**
 * Password hashing with Node's scrypt (memory-hard), stored as `scrypt$N$r$p$salt$hash` (base64).
 * Each hash needs 128*N*r bytes (32 MiB at N=2^15, r=8), so at most one per core runs at once (and never more
 * than four): a burst of sign-ins queues instead of exhausting memory or the libuv pool, and more hashes than
 * cores would only share them, each taking longer.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Semaphore } from '../lib/semaphore.ts';

const COST = { N: 2 ** 15, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;
const MAX_CONCURRENT_HASHES = Math.min(4, availableParallelism());
const hashing = new Semaphore(MAX_CONCURRENT_HASHES);

/** A hash no password matches (an all-zero key); verifying against it costs the same as a real one. */
export const DUMMY_PASSWORD_HASH = `scrypt$${COST.N}$${COST.r}$${COST.p}$${Buffer.alloc(SALT_BYTES).toString('base64')}$${Buffer.alloc(KEY_BYTES).toString('base64')}`;
/** Marks accounts that cannot sign in with a password (seeded account users). */
export const UNUSABLE_PASSWORD = '!';

function derive(password: string, salt: Buffer, keyLength: number, cost: { N: number; r: number; p: number }) {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return hashing.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * Checks a password against a stored hash in constant time. A malformed or unusable stored value still
 * costs one full hash (against the dummy), so the answer's timing never tells which case it was.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  const target = parsed ?? parseHash(DUMMY_PASSWORD_HASH)!;
  const key = await derive(password, target.salt, target.key.length, target.cost);
  return parsed !== null && timingSafeEqual(key, target.key);
}

function parseHash(stored: string) {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4]!, 'base64');
  const key = Buffer.from(parts[5]!, 'base64');
  const sane = [N, r, p].every((v) => Number.isInteger(v) && v > 0) && N <= 2 ** 20 && r <= 32 && p <= 16;
  if (!sane || salt.length === 0 || key.length === 0) return null;
  return { cost: { N, r, p }, salt, key };
}
