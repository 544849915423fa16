/**
 * Remembers list counts for a few seconds. The count runs on every page request and is the costly half of
 * a list call on a large table, while paging through one filter asks the same count again and again.
 * Writes made through this process call clear(); writes made elsewhere show within the TTL.
 */
import { setBounded } from './bounded-map.ts';

export class CountCache {
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #entries = new Map<string, { count: number; expiresAt: number }>();

  constructor(ttlMs = 5_000, maxEntries = 500) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  async get(key: string, compute: () => Promise<number>): Promise<number> {
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && hit.expiresAt > now) return hit.count;
    const count = await compute();
    setBounded(this.#entries, key, { count, expiresAt: now + this.#ttlMs }, this.#maxEntries);
    return count;
  }

  clear(): void {
    this.#entries.clear();
  }
}
