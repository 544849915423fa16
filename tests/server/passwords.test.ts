import { describe, expect, it } from 'vitest';
import { checkPassword, commonPasswordCount, isCommonPassword } from '../../src/server/auth/common-passwords.ts';
import { passwordProblems, quickRatio, similarAttribute } from '../../src/shared/passwordRules.ts';
import { PASSWORD_MAX_LENGTH } from '../../src/shared/constants.ts';
import { drfTexts } from '../../src/shared/drfTexts.ts';
import { passwordTexts } from '../../src/shared/passwordTexts.ts';
import {
  DUMMY_PASSWORD_HASH,
  hashPassword,
  UNUSABLE_PASSWORD,
  verifyPassword,
} from '../../src/server/auth/passwords.ts';

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

/** Django's own test user (django/tests/auth_tests/test_validators.py). */
const TEST_CLIENT = {
  username: 'testclient',
  email: 'testclient@example.com',
  first_name: 'Test',
  last_name: 'Client',
};

describe('password rules (Django validators)', () => {
  it.each([
    ['testclient', 'testclient', 1],
    ['example.com', 'example', 7 / 9],
    ['testclient', 'test', 4 / 7],
    ['alice2026!', 'alice', 2 / 3],
    ['', '', 1],
    ['ñandú', 'andu', 2 / 3],
    ['abc', 'xyz', 0],
    ['aab', 'ab', 0.8],
  ])('quick_ratio(%j, %j) is what difflib answers', (a, b, expected) => {
    expect(quickRatio(a, b)).toBeCloseTo(expected, 12);
  });

  it('finds the attribute a password is too similar to, like UserAttributeSimilarityValidator', () => {
    expect(similarAttribute('testclient', TEST_CLIENT)).toBe('username');
    expect(similarAttribute('example.com', TEST_CLIENT)).toBe('email address');
    expect(similarAttribute('testclient', { first_name: 'Test' }, 0.3)).toBe('first name');
    expect(similarAttribute('Test', { first_name: 'Test' }, 1)).toBe('first name');
    expect(similarAttribute('testclient', { first_name: 'Test' })).toBeUndefined();
    expect(similarAttribute('testclient', {})).toBeUndefined();
    // The email's local part counts on its own (split on non-word characters).
    expect(similarAttribute('rita.rescue', { email: 'rita.rescue@clinic.pr' })).toBe('email address');
    expect(similarAttribute('Reseller!', { last_name: 'Reseller' })).toBe('last name');
  });

  it('skips values far shorter than the password, as Django does', () => {
    // "a" is 1/20 of the password: exceeds_maximum_length_ratio skips it.
    expect(similarAttribute('a'.repeat(20), { first_name: 'a' })).toBeUndefined();
  });

  it('loads at least 20,000 common passwords from the kept package', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(20_000);
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('  PassWord ')).toBe(true);
    expect(isCommonPassword('correct horse battery')).toBe(false);
  });

  it.each([
    ['password', [passwordTexts.tooCommon]],
    ['12345678', [passwordTexts.tooCommon, passwordTexts.entirelyNumeric]],
    ['83649120', [passwordTexts.entirelyNumeric]],
    ['Zq9!x', [passwordTexts.tooShort]],
    ['1234', [passwordTexts.tooShort, passwordTexts.tooCommon, passwordTexts.entirelyNumeric]],
    ['testclient', ['The password is too similar to the username.']],
    ['testclient@example.com', ['The password is too similar to the email address.']],
    ['example.com', ['The password is too similar to the email address.']],
    ['correct horse battery', []],
    ['x'.repeat(257), [drfTexts.tooLong(PASSWORD_MAX_LENGTH)]],
  ])("checkPassword(%j) reports Django's messages in its order", (password, expected) => {
    expect(checkPassword(password, TEST_CLIENT)).toEqual(expected);
  });

  it("uses Django's texts", () => {
    expect(passwordTexts.tooShort).toBe('This password is too short. It must contain at least 8 characters.');
    expect(passwordTexts.tooCommon).toBe('This password is too common.');
    expect(passwordTexts.entirelyNumeric).toBe('This password is entirely numeric.');
    expect(passwordTexts.tooSimilar('first name')).toBe('The password is too similar to the first name.');
  });

  it('lets the console check everything but the list, which stays on the server', () => {
    expect(passwordProblems('password', TEST_CLIENT)).toEqual([]);
    expect(passwordProblems('12345678', TEST_CLIENT)).toEqual([passwordTexts.entirelyNumeric]);
    expect(passwordProblems('x'.repeat(256))).toEqual([]);
  });
});
