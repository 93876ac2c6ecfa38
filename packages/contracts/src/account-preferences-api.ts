// The account's preferences (spec: GET/PATCH account_preferences, GET account_preferences/keywords_available):
// the company's contact and address and the segments the team sells to. Everyone on the account reads
// them; the owner (or an admin) changes them.
import { z } from 'zod';
import { BR_PHONE_DIGITS, punctuatedDigitsSchema } from './account-users-api.ts';
import { isEmailAddress } from './auth.ts';
import { SEARCH_CODE_LISTS } from './search-codes.ts';

export const ACCOUNT_PREFERENCES_MESSAGES = {
  saved: 'Preferências salvas com sucesso',
  invalidPhone: 'Telefone inválido: DDD e número, 10 ou 11 dígitos',
  invalidZipcode: 'CEP inválido: 8 dígitos',
  invalidState: 'Escolha uma UF',
  tooLong: (max: number) => `Texto longo demais: no máximo ${max} caracteres`,
  segmentTooLong: (max: number) => `Segmento longo demais: no máximo ${max} caracteres`,
  tooManyCategories: 'No máximo 20 segmentos',
  invalidEmail: 'E-mail inválido',
} as const;

const UF_VALUES = SEARCH_CODE_LISTS.ufs.map((uf) => uf.value);
const M = ACCOUNT_PREFERENCES_MESSAGES;

/** A free text field: trimmed, '' clears it (stored as null). */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, M.tooLong(max))
    .transform((value) => value || null);

export const accountPreferencesSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  accountType: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  zipcode: z.string().nullable(),
  streetAddress: z.string().nullable(),
  complementalAddress: z.string().nullable(),
  neighborhood: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  /** The segments the team sells to, as the owner writes them. */
  categories: z.array(z.string()),
  keywordsAvailable: z.array(z.string()),
  /** Whether the signed-in user may change them (the owner and admins). */
  canEdit: z.boolean(),
});
export type AccountPreferences = z.infer<typeof accountPreferencesSchema>;

/** PATCH /api/account_preferences — any of the fields; '' clears a text field. */
export const updateAccountPreferencesSchema = z
  .object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .refine((value) => value === '' || isEmailAddress(value), M.invalidEmail)
      .transform((value) => value || null),
    phoneNumber: punctuatedDigitsSchema(BR_PHONE_DIGITS, M.invalidPhone),
    zipcode: punctuatedDigitsSchema(/^\d{8}$/, M.invalidZipcode),
    streetAddress: text(200),
    complementalAddress: text(120),
    neighborhood: text(120),
    city: text(120),
    state: z
      .string()
      .trim()
      .toUpperCase()
      .refine((value) => value === '' || UF_VALUES.includes(value), M.invalidState)
      .transform((value) => value || null),
    country: text(60),
    categories: z
      .array(z.string().trim().min(1).max(60, M.segmentTooLong(60)))
      .max(20, M.tooManyCategories)
      .transform((values) => [...new Set(values)]),
  })
  .partial()
  .strict();
export type UpdateAccountPreferences = z.input<typeof updateAccountPreferencesSchema>;

export const keywordsAvailableResponseSchema = z.object({ keywords: z.array(z.string()) });

/** 200 of PATCH /api/account_preferences: the message the screen shows and the preferences as stored. */
export const savePreferencesResponseSchema = z.object({
  message: z.string(),
  preferences: accountPreferencesSchema,
});
export type SavePreferencesResponse = z.infer<typeof savePreferencesResponseSchema>;
