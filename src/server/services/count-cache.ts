/**
 * Remembers list counts for a few seconds. The count runs on every page request and is the costly half of
 * a list call on a large table, while paging through one filter asks the same count again and again.
 * Writes made through this process call clear(); writes made elsewhere show within the TTL.
 */
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
    this.#entries.delete(key);
    // Map keeps insertion order, so the first key is the oldest.
    if (this.#entries.size >= this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, { count, expiresAt: now + this.#ttlMs });
    return count;
  }

  clear(): void {
    this.#entries.clear();
  }
}
