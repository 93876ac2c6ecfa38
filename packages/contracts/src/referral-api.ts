// "Indique e ganhe" (spec: control panel child share-and-win; GET referral/list_registers_by_referral,
// POST referral/find_or_create; "referral register" shape not shown). Ours: each customer's user has one
// referral link; whoever opens it leaves their name, e-mail, phone and company (a lead for Prospecta's sales
// team); staff mark each lead as a new customer or not; a new customer earns the referrer's account
// consultation credits, once.
import { z } from 'zod';
import { BR_PHONE_DIGITS, punctuatedDigitsSchema } from './account-users-api.ts';
import { isEmailAddress } from './auth.ts';
import { isValidCnpj, normalizeDocument } from './cnpj.ts';
import { CLIENT_MARKERS } from './errors.ts';

/** Ours: what a referral that became a customer earns the referrer's account. */
export const REFERRAL_REWARD_CREDITS = 500;
/** Ours: the reward's credits count for 90 days from the day staff mark the lead a customer. */
export const REFERRAL_REWARD_VALID_DAYS = 90;
/** Ours: consultation (click) credits, the ones a seller spends every day. */
export const REFERRAL_CREDIT_TYPE = 'click' as const;
/** The grant's origin and the audit's description. */
export const REFERRAL_GRANT_ORIGIN = 'referral';
export const REFERRAL_GRANT_DESCRIPTION = 'Indique e ganhe: indicação que virou cliente';
export const REFERRAL_PAGE_SIZE = 10;
/** The public path of a referral link (the web app's route; the API answers under /api/referral/public). */
export const referralPath = (code: string) => `/indicacao/${encodeURIComponent(code)}`;

export const REFERRAL_MESSAGES = {
  staffNoReferral: 'A equipe interna não participa do Indique e ganhe',
  linkNotFound: 'Este link de indicação não existe ou foi desativado',
  registered: 'Recebemos seus dados! Nossa equipe vai falar com você em breve.',
  nameRequired: 'Informe seu nome',
  companyRequired: 'Informe o nome da empresa',
  emailRequired: 'Informe seu e-mail',
  invalidEmail: 'E-mail inválido',
  phoneRequired: 'Informe seu telefone',
  invalidPhone: 'Telefone inválido: DDD e número, 10 ou 11 dígitos',
  invalidCnpj: 'CNPJ inválido',
  tooLong: (max: number) => `Texto longo demais: no máximo ${max} caracteres`,
  alreadyUser: 'Este e-mail já tem conta no Prospecta: entre com ele',
  alreadyReferred: 'Este e-mail já foi indicado: nossa equipe já vai falar com você',
  registerNotFound: 'Indicação não encontrada',
  alreadyDecided: 'Esta indicação já foi respondida',
  converted: 'Indicação marcada como cliente: os créditos foram dados a quem indicou',
  declined: 'Indicação marcada como não fechada',
  invalidPage: 'Página inválida',
} as const;
const M = REFERRAL_MESSAGES;

/** "500 créditos de consulta válidos por 90 dias". */
export function referralRewardSummary(
  credits = REFERRAL_REWARD_CREDITS,
  validDays = REFERRAL_REWARD_VALID_DAYS,
): string {
  const amount = credits.toLocaleString('pt-BR');
  return `${amount} ${credits === 1 ? 'crédito' : 'créditos'} de consulta válidos por ${validDays} dias`;
}

/** "fu***@empresa.com.br": what a referrer sees of the e-mail a lead typed. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

const clientMarkers = Object.fromEntries(CLIENT_MARKERS.map((key) => [key, z.string().optional()])) as Record<
  (typeof CLIENT_MARKERS)[number],
  z.ZodOptional<z.ZodString>
>;

const page = z.coerce
  .number({ error: M.invalidPage })
  .int(M.invalidPage)
  .min(1, M.invalidPage)
  .max(100_000, M.invalidPage)
  .default(1);

export const REFERRAL_STATUSES = ['pending', 'converted', 'declined'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
export const REFERRAL_STATUS_LABELS: Record<ReferralStatus, string> = {
  pending: 'Em conversa',
  converted: 'Virou cliente',
  declined: 'Não fechou',
};

/** A referral code: 10 URL-safe characters the server draws. */
export const referralCodeSchema = z
  .string({ error: M.linkNotFound })
  .regex(/^[A-Za-z0-9_-]{6,32}$/, M.linkNotFound);

// ---------------------------------------------------------------------------------------------------
// A customer's user: POST /api/referral/find_or_create, GET /api/referral/list_registers_by_referral.

export const referralLinkResponseSchema = z.object({
  code: z.string(),
  /** The whole link to share (the app's public URL + referralPath(code)). */
  link: z.string(),
  reward_credits: z.number().int(),
  reward_valid_days: z.number().int(),
});
export type ReferralLinkResponse = z.infer<typeof referralLinkResponseSchema>;

export const referralRegistersQuerySchema = z.object({ page, ...clientMarkers }).strict();
export type ReferralRegistersQuery = z.input<typeof referralRegistersQuerySchema>;

/** What a referrer sees of a lead: the name and company they typed, the e-mail masked, the outcome. */
export const referralRegisterSchema = z.object({
  id: z.string(),
  name: z.string(),
  company_name: z.string(),
  email_masked: z.string(),
  created_at: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  decided_at: z.string().nullable(),
  /** The credits it earned (converted), else 0. */
  credits: z.number().int(),
});
export type ReferralRegister = z.infer<typeof referralRegisterSchema>;

export const referralRegistersResponseSchema = z.object({
  registers: z.array(referralRegisterSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Over every register of the user, not only this page. */
  converted_count: z.number().int(),
  credits_earned: z.number().int(),
});
export type ReferralRegistersResponse = z.infer<typeof referralRegistersResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Public (no sign-in): GET /api/referral/public/:code, POST /api/referral/public/:code/registers.

export const referralCodeParamsSchema = z.object({ code: referralCodeSchema });

export const referralInviteResponseSchema = z.object({
  /** The referrer's first name and their company (the account's name), to greet the visitor. */
  referrer_first_name: z.string(),
  account_name: z.string(),
});
export type ReferralInviteResponse = z.infer<typeof referralInviteResponseSchema>;

const requiredText = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, M.tooLong(max));

export const createReferralRegisterRequestSchema = z
  .object({
    name: requiredText(120, M.nameRequired),
    company_name: requiredText(160, M.companyRequired),
    email: z
      .string({ error: M.emailRequired })
      .trim()
      .toLowerCase()
      .min(1, M.emailRequired)
      .max(254, M.invalidEmail)
      .refine(isEmailAddress, M.invalidEmail),
    /** Kept as its digits (DDD and number; a leading +55 dropped). */
    phone: z
      .string({ error: M.phoneRequired })
      .pipe(
        punctuatedDigitsSchema(BR_PHONE_DIGITS, M.invalidPhone, (digits) =>
          digits.replace(/^55(?=\d{10,11}$)/, ''),
        ),
      )
      .refine((value) => value !== null, M.phoneRequired)
      .transform((value) => value as string),
    /** Optional: the company's CNPJ, with or without punctuation; '' or absent is none. */
    cnpj: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value ? normalizeDocument(value) : null))
      .refine((value) => value === null || isValidCnpj(value), M.invalidCnpj),
  })
  .strict();
export type CreateReferralRegisterRequest = z.input<typeof createReferralRegisterRequestSchema>;

export const createReferralRegisterResponseSchema = z.object({ message: z.string() });

// ---------------------------------------------------------------------------------------------------
// Staff: GET /api/admin/referrals, POST /api/admin/referrals/:id/convert, POST /api/admin/referrals/:id/decline.

export const adminReferralsQuerySchema = z
  .object({
    /** A lead's name, e-mail or company, or the referrer's name or e-mail. */
    q: z.string().trim().max(200).optional(),
    status: z.enum(REFERRAL_STATUSES).optional(),
    page,
    ...clientMarkers,
  })
  .strict();
export type AdminReferralsQuery = z.input<typeof adminReferralsQuerySchema>;

const personSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const adminReferralSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company_name: z.string(),
  cnpj: z.string().nullable(),
  created_at: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  referrer: personSchema,
  account: z.object({ id: z.string(), name: z.string() }),
  decided_by: personSchema.nullable(),
  decided_at: z.string().nullable(),
  note: z.string().nullable(),
  credits: z.number().int(),
});
export type AdminReferral = z.infer<typeof adminReferralSchema>;

export const adminReferralsResponseSchema = z.object({
  referrals: z.array(adminReferralSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AdminReferralsResponse = z.infer<typeof adminReferralsResponseSchema>;

export const referralIdParamsSchema = z.object({ id: z.uuid({ error: M.registerNotFound }) });

/** Both answers take an optional note for the team (what was agreed, why it did not close). */
export const decideReferralRequestSchema = z
  .object({ note: z.string().trim().max(500, M.tooLong(500)).optional() })
  .strict()
  .nullish();
export type DecideReferralRequest = z.input<typeof decideReferralRequestSchema>;

export const decideReferralResponseSchema = z.object({
  message: z.string(),
  referral: adminReferralSchema,
});
export type DecideReferralResponse = z.infer<typeof decideReferralResponseSchema>;
