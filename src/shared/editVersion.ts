/**
 * A record's version (the ETag of edit versions): a fingerprint of its JSON with the keys in order, so a record
 * reads the same whether the API sent it alone or inside another (an account's billing setting, one of its users),
 * and the console can name the version of a copy it holds without asking for it again. Not a secret nor a
 * signature: two hashes of 53 bits, so two versions of one record never share it by chance.
 */
export function recordVersion(record: unknown): string {
  const json = canonicalJson(record);
  return `"${hash53(json, 0x9e3779b9).toString(36)}${hash53(json, 0x85ebca6b).toString(36)}"`;
}

function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** cyrb53: a fast 53-bit string hash with good spread. */
function hash53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}
