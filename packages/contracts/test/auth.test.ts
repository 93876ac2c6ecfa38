// Sign-in requests: what the user reads when one is refused.
import { describe, expect, it } from 'vitest';
import {
  EMAIL_LOCAL_PART_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  emailSchema,
  isEmailAddress,
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

  it('is refused when blank or only spaces, with the same message when changed, created or reset', () => {
    for (const blank of [' '.repeat(8), ' \t'.repeat(6), '\u00a0'.repeat(10)]) {
      for (const body of [
        { old_password: 'antiga-senha', password: blank, password_confirmation: blank },
        { create_password: true, password: blank, password_confirmation: blank },
      ]) {
        expect(refusal(updatePasswordRequestSchema, body)).toEqual([MESSAGES.passwordBlank]);
      }
      expect(
        refusal(recoverPasswordRequestSchema, {
          reset_password_token: 'x',
          password: blank,
          password_confirmation: blank,
        }),
      ).toEqual([MESSAGES.passwordBlank]);
    }
  });

  it('takes spaces inside or around a real password', () => {
    const spaced = '  minha senha  ';
    expect(
      refusal(updatePasswordRequestSchema, { password: spaced, password_confirmation: spaced }),
    ).toBeNull();
  });
});

describe('an e-mail address', () => {
  const issues = (email: string) => {
    const result = emailSchema.safeParse(email);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };
  const local = (n: number) => 'a'.repeat(n);

  it.each([
    ['the QA case: 250 characters before the @', `${local(250)}@example.com`],
    ['65 characters before the @', `${local(EMAIL_LOCAL_PART_MAX_LENGTH + 1)}@example.com`],
    ['255 in all', `${local(64)}@${'b'.repeat(63)}.${'c'.repeat(61)}.${'d'.repeat(60)}.com`],
  ])('is refused with "E-mail inválido": %s', (_case, email) => {
    expect(issues(email)).toEqual([MESSAGES.invalidEmail]);
    expect(isEmailAddress(email)).toBe(false);
  });

  it('takes 64 characters before the @ and 254 in all', () => {
    const longestLocal = `${local(EMAIL_LOCAL_PART_MAX_LENGTH)}@example.com`;
    const longest = `${local(64)}@${'b'.repeat(63)}.${'c'.repeat(60)}.${'d'.repeat(60)}.com`;
    expect(longest).toHaveLength(EMAIL_MAX_LENGTH);
    expect(issues(longestLocal)).toEqual([]);
    expect(issues(longest)).toEqual([]);
    expect(emailSchema.parse(` ${longestLocal.toUpperCase()} `)).toBe(longestLocal);
  });

  it('still asks for a missing one and refuses a malformed one', () => {
    expect(issues('  ')).toEqual(['Informe o e-mail']);
    expect(issues('ana@')).toEqual([MESSAGES.invalidEmail]);
  });
});
