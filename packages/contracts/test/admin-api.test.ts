// The admin area's requests: what a staff member reads when one is refused, and the consumption's groupings.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  adminAccountUsersRequestSchema,
  adminCreditRequestSchema,
  adminUsersRequestSchema,
  consumptionQuerySchema,
  creditAuditQuerySchema,
  creditFormValid,
} from '../src/admin-api.ts';

/** The messages of a refused input (none when it is accepted). */
function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('credit amounts', () => {
  it.each([1.5, 'abc', '2,5', Number.NaN])('%s asks for a whole number of credits', (amount) => {
    expect(messages(adminCreditRequestSchema, { credit: { search_credit: amount } })).toEqual([
      'Informe um número inteiro de créditos',
    ]);
    expect(messages(adminCreditRequestSchema, { credit: { internal_export_credit: amount } })).toEqual([
      'Informe um número inteiro de créditos',
    ]);
  });

  it('calls only a negative amount negative (not also empty)', () => {
    expect(messages(adminCreditRequestSchema, { credit: { search_credit: -5 } })).toEqual([
      'Os créditos não podem ser negativos',
    ]);
  });

  it('still refuses an empty operation and accepts a whole amount', () => {
    expect(messages(adminCreditRequestSchema, { credit: {} })).toEqual([
      'Informe créditos de consulta ou de exportação, ou as consultas ilimitadas',
    ]);
    expect(messages(adminCreditRequestSchema, { credit: { search_credit: '12' } })).toEqual([]);
    expect(messages(adminCreditRequestSchema, { credit: { search_credit: 10_000_001 } })).toEqual([
      'No máximo 10.000.000 de créditos por operação',
    ]);
  });
});

describe('creditFormValid (spec §4)', () => {
  const credit = (search_credit: number, internal_export_credit: number, unlimited_click = false) => ({
    search_credit,
    internal_export_credit,
    unlimited_click,
  });
  const available = { click: 469, export: 100, unlimitedClick: false };

  it('needs an amount or the unlimited click', () => {
    expect(creditFormValid(credit(0, 0))).toBe(false);
    expect(creditFormValid(credit(0, 0, true))).toBe(true);
    expect(creditFormValid(credit(1, 0))).toBe(true);
  });

  it('takes a removal only within the credits available, clicks above them only when unlimited', () => {
    expect(creditFormValid(credit(469, 100), available)).toBe(true);
    expect(creditFormValid(credit(470, 0), available)).toBe(false);
    expect(creditFormValid(credit(0, 101), available)).toBe(false);
    expect(creditFormValid(credit(470, 0), { ...available, unlimitedClick: true })).toBe(true);
    expect(creditFormValid(credit(0, 101), { ...available, unlimitedClick: true })).toBe(false);
    expect(creditFormValid(credit(0, 0), available)).toBe(false);
  });

  it('leaves the balance to the server in the request schema (it checks under the account lock)', () => {
    expect(messages(adminCreditRequestSchema, { credit: { search_credit: 10_000_000 } })).toEqual([]);
  });
});

describe('pages', () => {
  it.each([
    ['the users', adminUsersRequestSchema],
    ['an account’s users', adminAccountUsersRequestSchema],
    ['the audit', creditAuditQuerySchema],
    ['the consumption', consumptionQuerySchema],
  ] as const)('%s: a page that is not a whole number from 1 is an invalid page', (_name, schema) => {
    for (const page of ['abc', -1, 0, 1.5, 100_001]) {
      expect(messages(schema, { page }), String(page)).toEqual(['Página inválida']);
    }
    expect(messages(schema, { page: '3' })).toEqual([]);
  });
});

describe('consumption groupings', () => {
  it('groups by month by default, and by day or year on request', () => {
    expect(consumptionQuerySchema.parse({}).group_by_format).toBe('month');
    for (const grouping of ['day', 'month', 'year']) {
      expect(consumptionQuerySchema.parse({ group_by_format: grouping }).group_by_format).toBe(grouping);
    }
    expect(messages(consumptionQuerySchema, { group_by_format: 'week' })).toEqual([
      'Agrupe por dia, mês ou ano',
    ]);
  });
});
