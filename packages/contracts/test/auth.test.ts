// Sign-in requests: what the user reads when one is refused.
import { describe, expect, it } from 'vitest';
import { signInWithCodeOrPasswordRequestSchema } from '../src/auth.ts';

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
