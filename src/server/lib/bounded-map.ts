/**
 * Sets a key in a Map used as a per-process cache, first dropping the oldest entry when the map is full. A Map
 * keeps insertion order, so its first key is the one set longest ago (a key set again moves to the end).
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, maxEntries: number): void {
  map.delete(key);
  if (map.size >= maxEntries) map.delete(map.keys().next().value!);
  map.set(key, value);
}
