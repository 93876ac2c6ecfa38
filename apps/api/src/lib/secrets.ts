// Random secrets handed to users, and the hashes we keep of them.
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';

export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Short codes are hashed with the server secret so a leaked table cannot be brute-forced offline. */
export const hmac = (secret: string, value: string): string =>
  createHmac('sha256', secret).update(value).digest('hex');

export const sixDigitCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');
