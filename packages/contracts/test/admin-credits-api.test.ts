import { describe, expect, it } from 'vitest';
import { churnSheetRequestSchema, creditUpdateRequestSchema } from '../src/admin-credits-api.ts';
import { creditExpiryText } from '../src/credits.ts';

describe('creditExpiryText', () => {
  it('says the soonest expiry, both types together on one day, nothing when none expires', () => {
    const on = (date: string, amount: number) => ({ date, amount });
    expect(creditExpiryText({ click: null, export: null })).toBeNull();
    expect(creditExpiryText({ click: on('2026-12-31', 120), export: null })).toBe(
      '120 consultas vencem em 31/12/2026',
    );
    expect(creditExpiryText({ click: on('2026-12-31', 1), export: on('2026-11-30', 1500) })).toBe(
      '1.500 exportações vencem em 30/11/2026',
    );
    expect(creditExpiryText({ click: on('2026-10-01', 1), export: on('2026-11-30', 5) })).toBe(
      '1 consulta vence em 01/10/2026',
    );
    expect(creditExpiryText({ click: on('2026-12-31', 10), export: on('2026-12-31', 1) })).toBe(
      '10 consultas e 1 exportação vencem em 31/12/2026',
    );
    // Unlimited consultations: only the exports can expire.
    expect(creditExpiryText({ click: on('2026-10-01', 5), export: null }, true)).toBeNull();
  });
});

describe('creditUpdateRequestSchema', () => {
  it('takes an amount or an expiry (null: none), refuses an empty body and unknown fields', () => {
    expect(creditUpdateRequestSchema.safeParse({ search_credit: '40' }).data).toEqual({ search_credit: 40 });
    expect(creditUpdateRequestSchema.safeParse({ expires_date: null }).success).toBe(true);
    expect(creditUpdateRequestSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Informe ao menos um dado para alterar',
    );
    expect(creditUpdateRequestSchema.safeParse({ search_credit: 1, other: 1 }).success).toBe(false);
  });
});

describe('churnSheetRequestSchema', () => {
  it('needs a period in order, no longer than five years; e-mails are optional and lower-cased', () => {
    expect(churnSheetRequestSchema.parse({ rangeDate: ['2026-01-01', '2026-12-31'] }).emails).toEqual([]);
    expect(
      churnSheetRequestSchema.parse({ emails: ['Ana@X.com.br'], rangeDate: ['2026-01-01', '2026-01-01'] })
        .emails,
    ).toEqual(['ana@x.com.br']);
    expect(
      churnSheetRequestSchema.safeParse({ rangeDate: ['2026-02-01', '2026-01-01'] }).error?.issues[0]
        ?.message,
    ).toBe('Período inválido: a data inicial vem depois da final');
    expect(
      churnSheetRequestSchema.safeParse({ rangeDate: ['2020-01-01', '2026-01-01'] }).error?.issues[0]
        ?.message,
    ).toBe('O período tem no máximo 5 anos');
  });
});
