/**
 * Encryption at rest for provider credentials (the messaging sub-account auth token): AES-256-GCM with a key
 * derived from config.encryptionKey, a fresh 96-bit IV per value, and the tag checked on the way out, so a
 * tampered or foreign value is refused rather than decrypted to garbage. Stored as `v1.<iv>.<tag>.<ciphertext>`
 * (base64url), so a later key or algorithm can live beside it.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

export interface SecretBox {
  seal(plaintext: string): string;
  open(sealed: string): string;
}

export function createSecretBox(secret: string): SecretBox {
  // The configured secret may be any string of 32+ characters; SHA-256 turns it into exactly 32 key bytes.
  const key = createHash('sha256').update(secret).digest();
  return {
    seal(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, ciphertext, ...rest] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || ciphertext === undefined || rest.length > 0) {
        throw new Error('Not a sealed value.');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
