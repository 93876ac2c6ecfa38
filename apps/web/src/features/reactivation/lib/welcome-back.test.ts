import { REACTIVATION_MESSAGES } from '@prospecta/contracts/reactivation-api';
import { describe, expect, it } from 'vitest';
import {
  accountSummary,
  claimLaterNote,
  createPutOffGifts,
  mayAskWelcomeBack,
  parseCredits,
  revokedMessage,
  revokeQuestion,
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
  it('says what staff look at before giving a gift', () => {
    const day = (value: string) => value.slice(0, 10);
    expect(accountSummary({ active_users: 1, last_sign_in_at: '2026-05-03T12:00:00Z' }, day)).toBe(
      '1 usuário ativo · último acesso 2026-05-03',
    );
    expect(accountSummary({ active_users: 3, last_sign_in_at: null }, day)).toBe(
      '3 usuários ativos · nenhum acesso registrado',
    );
  });
});

describe('createPutOffGifts', () => {
  it('remembers a gift put off by its user and token only', () => {
    const putOff = createPutOffGifts();
    expect(putOff.has('u1', 'tok-aaaaaaaa')).toBe(false);
    putOff.add('u1', 'tok-aaaaaaaa');
    expect(putOff.has('u1', 'tok-aaaaaaaa')).toBe(true);
    // Another user signed in in the same tab, or a new gift for the account: shown.
    expect(putOff.has('u2', 'tok-aaaaaaaa')).toBe(false);
    expect(putOff.has('u1', 'tok-bbbbbbbb')).toBe(false);
  });

  it('starts empty on every run of the app', () => {
    createPutOffGifts().add('u1', 'tok-aaaaaaaa');
    expect(createPutOffGifts().has('u1', 'tok-aaaaaaaa')).toBe(false);
  });
});

describe('the words of the gift and of its cancellation', () => {
  const at = (value: string) => `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}`;
  it('says until when the gift waits', () => {
    expect(claimLaterNote('2026-06-12T15:00:00.000Z', at)).toBe(
      'Você pode resgatar depois: o presente fica na conta até 12/06/2026.',
    );
    expect(claimLaterNote(undefined, at)).toBe('Você pode resgatar depois.');
  });

  it.each([
    [
      100,
      'Cancelar o presente de 100 créditos da conta Mercearia Boa Vista? Os usuários deixam de vê-lo.',
      'O presente de 100 créditos da conta Mercearia Boa Vista foi cancelado: os usuários da conta não o veem mais.',
    ],
    [
      1,
      'Cancelar o presente de 1 crédito da conta Mercearia Boa Vista? Os usuários deixam de vê-lo.',
      'O presente de 1 crédito da conta Mercearia Boa Vista foi cancelado: os usuários da conta não o veem mais.',
    ],
    [
      2500,
      'Cancelar o presente de 2.500 créditos da conta Mercearia Boa Vista? Os usuários deixam de vê-lo.',
      'O presente de 2.500 créditos da conta Mercearia Boa Vista foi cancelado: os usuários da conta não o veem mais.',
    ],
  ])('names the account and %i credits when asking and after', (credits, question, done) => {
    const token = { credits, account: { name: 'Mercearia Boa Vista' } };
    expect(revokeQuestion(token)).toBe(question);
    expect(revokedMessage(token)).toBe(done);
  });
});
