import { REACTIVATION_MESSAGES } from '@prospecta/contracts/reactivation-api';
import { describe, expect, it } from 'vitest';
import {
  accountSummary,
  firstName,
  mayAskWelcomeBack,
  parseCredits,
} from '@/features/reactivation/lib/welcome-back';

describe('mayAskWelcomeBack', () => {
  const customer = { is_staff: false, can_reactivate: true };
  it.each([
    ['a customer who may reactivate, on the lists', customer, '/', true],
    ['the same on any other route', customer, '/infosets/1/table', true],
    ['never on /login', customer, '/login', false],
    [
      'not when the server says the user cannot reactivate',
      { ...customer, can_reactivate: false },
      '/',
      false,
    ],
    ['never staff', { is_staff: true, can_reactivate: true }, '/admin', false],
    ['not before the user is known', undefined, '/', false],
  ])('%s', (_label, user, pathname, expected) => {
    expect(mayAskWelcomeBack(user, pathname)).toBe(expected);
  });
});

describe('parseCredits', () => {
  it.each([
    ['100', { credits: 100 }],
    [' 250 ', { credits: 250 }],
    ['10000', { credits: 10_000 }],
    ['', { problem: REACTIVATION_MESSAGES.creditsRequired }],
    ['   ', { problem: REACTIVATION_MESSAGES.creditsRequired }],
    ['0', { problem: REACTIVATION_MESSAGES.invalidCredits }],
    ['-5', { problem: REACTIVATION_MESSAGES.invalidCredits }],
    ['1,5', { problem: REACTIVATION_MESSAGES.invalidCredits }],
    ['10001', { problem: REACTIVATION_MESSAGES.invalidCredits }],
    ['cem', { problem: REACTIVATION_MESSAGES.invalidCredits }],
    ['1e3', { problem: REACTIVATION_MESSAGES.invalidCredits }],
  ])('"%s"', (text, expected) => {
    expect(parseCredits(text)).toEqual(expected);
  });
});

describe('the words', () => {
  it('says what staff look at before giving a gift, and greets by the first name', () => {
    const day = (value: string) => value.slice(0, 10);
    expect(accountSummary({ active_users: 1, last_sign_in_at: '2026-05-03T12:00:00Z' }, day)).toBe(
      '1 usuário ativo · último acesso 2026-05-03',
    );
    expect(accountSummary({ active_users: 3, last_sign_in_at: null }, day)).toBe(
      '3 usuários ativos · nenhum acesso registrado',
    );
    expect(firstName('  Ana Maria Souza ')).toBe('Ana');
    expect(firstName(undefined)).toBe('');
  });
});
