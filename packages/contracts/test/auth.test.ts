// Sign-in requests: what the user reads when one is refused.
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX_LENGTH,
  recoverPasswordRequestSchema,
  signInWithCodeOrPasswordRequestSchema,
  updatePasswordRequestSchema,
} from '../src/auth.ts';
import { MESSAGES } from '../src/errors.ts';

const EMAIL = 'ana@example.com';
const messages = (input: unknown) => {
  const result = signInWithCodeOrPasswordRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('sign-in with a code', () => {
  it.each(['12', '1234567', 'abcdef', '12 456', ''])('"%s" is told the code has six digits', (code) => {
    expect(messages({ email: EMAIL, code })).toEqual(['O código tem 6 dígitos']);
  });

  it('says the same of a code that is not text', () => {
    expect(messages({ email: EMAIL, code: 123456 })).toEqual(['O código tem 6 dígitos']);
  });

  it('accepts six digits, or a password, and asks for one of them', () => {
    expect(messages({ email: EMAIL, code: '012345' })).toEqual([]);
    expect(messages({ email: EMAIL, password: 'segredo' })).toEqual([]);
    expect(messages({ email: EMAIL })).toEqual(['Informe o código ou a senha']);
  });
});

describe('a new password', () => {
  const refusal = (
    schema: typeof updatePasswordRequestSchema | typeof recoverPasswordRequestSchema,
    body: object,
  ) => {
    const result = schema.safeParse(body);
    return result.success ? null : result.error.issues.map((issue) => issue.message);
  };

  it('is refused past PASSWORD_MAX_LENGTH, with the limit in Portuguese, when changed, created or reset', () => {
    const long = 'a'.repeat(PASSWORD_MAX_LENGTH + 1);
    expect(MESSAGES.passwordTooLong).toContain(String(PASSWORD_MAX_LENGTH));
    for (const body of [
      { old_password: 'antiga-senha', password: long, password_confirmation: long },
      { create_password: true, password: long, password_confirmation: long },
    ]) {
      expect(refusal(updatePasswordRequestSchema, body)).toEqual([MESSAGES.passwordTooLong]);
    }
    expect(
      refusal(recoverPasswordRequestSchema, {
        reset_password_token: 'x',
        password: long,
        password_confirmation: long,
      }),
    ).toEqual([MESSAGES.passwordTooLong]);
  });

  it('takes exactly PASSWORD_MAX_LENGTH characters', () => {
    const longest = 'a'.repeat(PASSWORD_MAX_LENGTH);
    expect(
      refusal(updatePasswordRequestSchema, { password: longest, password_confirmation: longest }),
    ).toBeNull();
  });
});
