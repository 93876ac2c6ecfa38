// The staff's finer work on an account's credits (spec 2 §7.3): a grant edited (its amount, within what was
// already used of it, and its expiry), the account's totals by type with the soonest expiry, and the churn
// data sheet of the customers' use.
import { z } from 'zod';
import { ADMIN_MESSAGES, adminAccountInfoSchema, creditAmountSchema, isoDaySchema } from './admin-api.ts';
import { emailSchema } from './auth.ts';
import { creditExpirySchema } from './credits.ts';

export const ADMIN_CREDITS_API_PATHS = {
  update: '/api/credits/:id/update',
  totals: '/api/accounts/:accountId/credits_totals',
  churnSheet: '/api/user/generate_churn_data_sheet/',
} as const;

/** The spends' reason of an edit's audit line (amount 0: it moves no credit, it records the change). */
export const GRANT_EDIT_REASON = 'grant_edit';

export const ADMIN_CREDIT_MESSAGES = {
  /** Spec §8, verbatim. */
  updated: 'Créditos atualizados com sucesso!',
  notAGrant: 'Só créditos concedidos podem ser editados',
  invalidated: 'Este crédito foi invalidado: não pode mais ser editado',
  expired: ADMIN_MESSAGES.alreadyExpired,
  zero: 'A quantidade precisa ser maior que zero: para tirar o crédito todo, invalide-o',
  noAdvanced: 'O Prospecta não tem créditos de busca avançada: deixe esse campo vazio',
  nothingChanged: 'Nada mudou: a quantidade e a validade são as mesmas',
  nothingToChange: ADMIN_MESSAGES.nothingToChange,
  pastExpiry: ADMIN_MESSAGES.pastExpiry,
  tooManyEmails: 'No máximo 1.000 e-mails por planilha',
  periodRequired: 'Informe o período: a data inicial e a final',
  periodTooLong: 'O período tem no máximo 5 anos',
  sheetFailed: 'Não foi possível gerar a planilha. Tente de novo em instantes.',
} as const;

/** The grant's type speaks for it: an amount given for the other type is refused. */
export const wrongCreditTypeMessage = (kind: 'consulta' | 'exportação') =>
  `Este crédito é de ${kind}: só a quantidade de ${kind} pode ser alterada`;
/** A grant's new amount cannot drop below what was already used or removed of it. */
export const belowUsedMessage = (used: number) =>
  `Já foram usados ou removidos ${used.toLocaleString('pt-BR')} créditos deste lote: a quantidade não pode ficar abaixo disso`;
export const unknownEmailsMessage = (emails: readonly string[]) =>
  `Nenhum usuário com ${emails.length === 1 ? 'o e-mail' : 'os e-mails'} ${emails.slice(0, 5).join(', ')}${
    emails.length > 5 ? ` e mais ${emails.length - 5}` : ''
  }`;

// ---------------------------------------------------------------------------------------------------
// POST /api/credits/:id/update — :id is the grant's (an audit line's) id.

export const creditUpdateRequestSchema = z
  .object({
    /** The new amount of a click grant. */
    search_credit: creditAmountSchema.optional(),
    /** The spec's field; Prospecta has no such credits: only 0 or absent is taken. */
    advanced_search_credit: creditAmountSchema.optional(),
    /** The new amount of an export grant. */
    internal_export_credit: creditAmountSchema.optional(),
    /** The last day it counts; null: no expiry; absent: unchanged. */
    expires_date: isoDaySchema.nullable().optional(),
  })
  .strict()
  .refine(
    (body) =>
      body.search_credit !== undefined ||
      body.advanced_search_credit !== undefined ||
      body.internal_export_credit !== undefined ||
      body.expires_date !== undefined,
    { error: ADMIN_CREDIT_MESSAGES.nothingToChange, when: (payload) => !payload.issues.length },
  );
export type CreditUpdateRequest = z.input<typeof creditUpdateRequestSchema>;

export const creditUpdateResponseSchema = z.object({
  message: z.string(),
  account: adminAccountInfoSchema,
});
export type CreditUpdateResponse = z.infer<typeof creditUpdateResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/accounts/:accountId/credits_totals

export const creditTypeTotalsSchema = z.object({
  /** Granted by grants still counting, less staff withdrawals from them. */
  granted: z.number().int(),
  /** Used of those (granted − remaining). */
  spent: z.number().int(),
  remaining: z.number().int(),
  /** The soonest day unspent credits stop counting (null: none expires). */
  next_expiry: creditExpirySchema.nullable(),
});
export type CreditTypeTotals = z.infer<typeof creditTypeTotalsSchema>;

export const creditsTotalsResponseSchema = z.object({
  click: creditTypeTotalsSchema,
  export: creditTypeTotalsSchema,
  unlimited_click: z.boolean(),
});
export type CreditsTotalsResponse = z.infer<typeof creditsTotalsResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// POST /api/user/generate_churn_data_sheet/ — an .xlsx, one row per user.

export const CHURN_MAX_EMAILS = 1000;
/** Days ahead within which an account's credits "expire soon" in the sheet. */
export const CHURN_EXPIRY_WINDOW_DAYS = 30;

export const churnSheetRequestSchema = z
  .object({
    /** The users' e-mails; empty: every customer (the users of every account but Prospecta's own). */
    emails: z.array(emailSchema).max(CHURN_MAX_EMAILS, ADMIN_CREDIT_MESSAGES.tooManyEmails).default([]),
    /** [first day, last day] of the period, YYYY-MM-DD. */
    rangeDate: z.tuple([isoDaySchema, isoDaySchema], { error: ADMIN_CREDIT_MESSAGES.periodRequired }),
  })
  .strict()
  .refine((body) => body.rangeDate[0] <= body.rangeDate[1], {
    error: ADMIN_MESSAGES.invalidPeriod,
    path: ['rangeDate'],
    when: (payload) => !payload.issues.length,
  })
  .refine(
    (body) => Date.parse(body.rangeDate[1]) - Date.parse(body.rangeDate[0]) <= 5 * 366 * 24 * 3600 * 1000,
    {
      error: ADMIN_CREDIT_MESSAGES.periodTooLong,
      path: ['rangeDate'],
      when: (payload) => !payload.issues.length,
    },
  );
export type ChurnSheetRequest = z.input<typeof churnSheetRequestSchema>;

/** The sheet's file name: "churn-2026-01-01-a-2026-12-31.xlsx". */
export const churnSheetFileName = (from: string, to: string) => `churn-${from}-a-${to}.xlsx`;
