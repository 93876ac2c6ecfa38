// argon2id hashes and the password rules of the contract.
import { PASSWORD_MIN_LENGTH } from '@prospecta/contracts/auth';
import { MESSAGES } from '@prospecta/contracts/errors';
import argon2 from 'argon2';
import { unprocessable } from '@/lib/http-error.ts';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): one lane per hash lets concurrent sign-ins
// use the cores in parallel instead of each hash grabbing four threads.
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, ARGON2_OPTIONS);

let dummyHash: Promise<string> | undefined;

/** Verifies against a real hash, or a dummy one when there is none, so timing does not reveal accounts. */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('dummy password for constant timing');
    await argon2.verify(await dummyHash, password);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Throws the contract's 422 when a new password breaks a rule. */
export function assertNewPassword(password: string, confirmation: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) throw unprocessable(MESSAGES.passwordTooShort);
  if (password !== confirmation) throw unprocessable(MESSAGES.passwordsDoNotMatch);
}
