import { describe, expect, it } from 'vitest';
import {
  charCountHint,
  emailError,
  isCompleteCode,
  nameCutMessage,
  newPasswordErrors,
  pasteOverflow,
} from '@/lib/form-rules';
import {
  creditPercent,
  formatCreditRatio,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatInteger,
  formatRole,
} from '@/lib/format';

// Intl may use a narrow no-break space in currency output; compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('pt-BR formatting', () => {
  it.each([
    [0, '0'],
    [1234, '1.234'],
    [1_000_000, '1.000.000'],
  ])('integer %s', (value, expected) => {
    expect(formatInteger(value)).toBe(expected);
  });

  it.each([
    [1234.5, 'R$ 1.234,50'],
    [0, 'R$ 0,00'],
  ])('currency %s', (value, expected) => {
    expect(plain(formatCurrency(value))).toBe(expected);
  });

  it.each([
    ['2026-03-09T12:00:00Z', '09/03/2026'],
    // A calendar date is that day wherever the browser is; a moment is its day in Brasília.
    ['2013-05-28', '28/05/2013'],
    ['2026-03-10T02:00:00Z', '09/03/2026'],
    [null, '—'],
    ['garbage', '—'],
  ])('date %s', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it.each([
    // Brasília's day and time (UTC−3): 02:00 UTC is the evening before there.
    ['2026-03-10T02:05:00Z', '09/03/2026 às 23:05'],
    ['2026-11-29T11:40:00Z', '29/11/2026 às 08:40'],
    [null, '—'],
    ['garbage', '—'],
  ])('date and time %s', (value, expected) => {
    expect(formatDateTime(value)).toBe(expected);
  });

  it.each([
    ['admin', 'Administrador'],
    ['customer_success', 'Sucesso do cliente'],
    ['owner', 'Proprietário da conta'],
    ['manager', 'Gestor'],
    ['prospector', 'Prospectador'],
    ['user', 'Usuário'],
    ['unknown_role', 'unknown_role'],
  ])('role %s', (role, expected) => {
    expect(formatRole(role)).toBe(expected);
  });

  it.each([
    [500, 500, 100, '500 de 500'],
    [250, 500, 50, '250 de 500'],
    [0, 0, 0, '0 de 0'],
    [-5, 100, 0, '0 de 100'],
    [1, 3, 33, '1 de 3'],
    [498, 500, 99, '498 de 500'],
    [1, 1000, 1, '1 de 1.000'],
    [600, 500, 100, '600 de 500'],
  ])('credits %s/%s', (remaining, value, percent, ratio) => {
    expect(creditPercent(remaining, value)).toBe(percent);
    expect(formatCreditRatio(remaining, value)).toBe(ratio);
  });
});

describe('form rules', () => {
  it.each([
    ['', 'Informe seu e-mail'],
    ['owner@demo.prospecta.dev', null],
    [' owner@demo.prospecta.dev ', null],
    ['owner@', 'E-mail inválido'],
    ['no at', 'E-mail inválido'],
    [`${'a'.repeat(64)}@example.com`, null],
    [`${'a'.repeat(65)}@example.com`, 'E-mail inválido'],
    [`${'a'.repeat(250)}@example.com`, 'E-mail inválido'],
  ])('email %j', (email, expected) => {
    expect(emailError(email)).toBe(expected);
  });

  it.each([
    ['12345678', '12345678', { password: null, confirmation: null }],
    ['1234567', '1234567', { password: 'A senha deve ter pelo menos 8 caracteres', confirmation: null }],
    ['12345678', '12345679', { password: null, confirmation: 'As senhas não conferem' }],
    ['', '', { password: 'A senha deve ter pelo menos 8 caracteres', confirmation: 'Confirme a nova senha' }],
    ['12345678', '', { password: null, confirmation: 'Confirme a nova senha' }],
    ['        ', '        ', { password: 'A senha não pode ser formada só por espaços', confirmation: null }],
    [' senha  boa ', ' senha  boa ', { password: null, confirmation: null }],
    ['a'.repeat(128), 'a'.repeat(128), { password: null, confirmation: null }],
    [
      'a'.repeat(129),
      'a'.repeat(129),
      { password: 'A senha deve ter no máximo 128 caracteres', confirmation: null },
    ],
  ])('new password %s / %s', (password, confirmation, expected) => {
    expect(newPasswordErrors(password, confirmation)).toEqual(expected);
  });

  it.each([
    [95, 120, undefined, null],
    [96, 120, undefined, '96 de 120 caracteres'],
    [120, 120, undefined, '120 de 120 caracteres'],
    [130, 120, undefined, '130 de 120 caracteres'],
    [0, 1000, 0, '0 de 1.000 caracteres'],
  ])('%i characters of %i (from %s) → %j', (length, max, from, hint) => {
    expect(charCountHint(length, max, from)).toBe(hint);
  });

  it.each([
    ['123456', true],
    ['12345', false],
    ['12a456', false],
  ])('code %s', (code, expected) => {
    expect(isCompleteCode(code)).toBe(expected);
  });
});

describe('pasteOverflow (a paste a one-line field cuts at its limit)', () => {
  const field = (
    value: string,
    selectionStart: number | null = value.length,
    selectionEnd = selectionStart,
  ) => ({
    value,
    selectionStart,
    selectionEnd,
  });

  it.each([
    ['a 150-character name into an empty field of 120', field(''), 'x'.repeat(150), 120, 30],
    ['what fits exactly', field('abc'), 'x'.repeat(57), 60, 0],
    ['one past the limit', field('abc'), 'x'.repeat(58), 60, 1],
    ['over the whole name it replaces', field('x'.repeat(120), 0, 120), 'y'.repeat(120), 120, 0],
    ['over a selection selected backwards', field('x'.repeat(120), 20, 0), 'y'.repeat(21), 120, 1],
    ['into a full field', field('x'.repeat(120)), 'abc', 120, 3],
    ['a line break counts one (a space in the field)', field('x'.repeat(115)), 'a\r\nb\nc', 120, 0],
    ['a field without a selection appends', field('x'.repeat(119), null, null), 'ab', 120, 1],
  ])('%s', (_, into, pasted, max, dropped) => {
    expect(pasteOverflow(into, pasted, max)).toBe(dropped);
  });

  it('says the name was cut, and where', () => {
    expect(nameCutMessage(120)).toBe('O nome colado passava do limite e foi cortado em 120 caracteres.');
  });
});
