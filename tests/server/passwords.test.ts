import { describe, expect, it } from 'vitest';
import {
  DUMMY_PASSWORD_HASH,
  hashPassword,
  UNUSABLE_PASSWORD,
  verifyPassword,
} from '../../src/server/services/passwords.ts';

describe('passwords', () => {
  it('stores scrypt hashes with their cost and a random salt', async () => {
    const [a, b] = await Promise.all([hashPassword('rescue-demo-2026'), hashPassword('rescue-demo-2026')]);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password and rejects others', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsE', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('never matches the dummy, unusable or malformed hashes', async () => {
    for (const stored of [DUMMY_PASSWORD_HASH, UNUSABLE_PASSWORD, 'scrypt$1$1$1$$', 'md5$abc']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('queues bursts instead of failing them', async () => {
    const stored = await hashPassword('burst');
    const results = await Promise.all(Array.from({ length: 12 }, () => verifyPassword('burst', stored)));
    expect(results.every(Boolean)).toBe(true);
  });
});
