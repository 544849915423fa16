import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../../src/server/lib/secret-box.ts';

describe('secret box', () => {
  const box = createSecretBox('a-secret-of-at-least-thirty-two-characters');

  it('opens what it sealed, and never stores the plaintext', () => {
    const sealed = box.seal('auth-token-0123456789abcdef');
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(sealed).not.toContain('auth-token');
    expect(box.open(sealed)).toBe('auth-token-0123456789abcdef');
  });

  it('seals the same value differently each time (a fresh IV)', () => {
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a value sealed with another key, or tampered with', () => {
    const sealed = box.seal('token');
    expect(() => createSecretBox('another-secret-of-at-least-thirty-two-chars').open(sealed)).toThrow();
    const [version, iv, tag, ciphertext] = sealed.split('.');
    const flipped = Buffer.from(ciphertext!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open([version, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => box.open('plain-token')).toThrow('Not a sealed value.');
  });
});
