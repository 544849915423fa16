/**
 * Remembers list counts for a few seconds. The count runs on every page request and is the costly half of
 * a list call on a large table, while paging through one filter asks the same count again and again.
 * Writes made through this process call clear(); writes made elsewhere show within the TTL. A TTL of 0 keeps
 * nothing (LIST_COUNT_CACHE_SECONDS=0).
 */
import { setBounded } from './bounded-map.ts';

export class CountCache<T = number> {
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #entries = new Map<string, { value: T; expiresAt: number }>();

  constructor(ttlMs = 5_000, maxEntries = 500) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  async get(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.#ttlMs === 0) return compute();
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    const value = await compute();
    setBounded(this.#entries, key, { value, expiresAt: now + this.#ttlMs }, this.#maxEntries);
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }
}
