// Tool secrets at rest: AES-256-GCM with a key derived (HKDF-SHA256) from TOKEN_SECRET, a random 12-byte IV
// per value; stored as base64url(iv | tag | ciphertext). A changed TOKEN_SECRET makes old secrets unreadable.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export type SecretBox = { seal(plain: string): string; open(sealed: string): string };

export function secretBox(tokenSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', tokenSecret, 'prospecta', 'tool-credentials', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      const raw = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
