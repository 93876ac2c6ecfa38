// Reactivation (spec core §1–§3, §9; admin §1–§4, §7, §9): staff create a reactivation token for an account
// that went quiet, with its credits; the account's users then meet a welcome-back gift ("Bem-vindo de volta!"),
// and the first of them to click its button claims the credits for the account, once.
import { z } from 'zod';
import { CLIENT_MARKERS } from './errors.ts';
import { requiredError } from './zod-messages.ts';

/** Spec §9: the welcome-back gift — 100 credits. */
export const REACTIVATION_CREDITS = 100;
/** Spec §9: the gift's credits are valid 33 days from the claim. */
export const REACTIVATION_VALID_DAYS = 33;
/** Ours: how long the account has to claim a token before it expires unused. */
export const REACTIVATION_CLAIM_DAYS = 30;
/** Ours: the most credits one token may give. */
export const REACTIVATION_MAX_CREDITS = 10_000;
/** Ours: the gift's credits are consultations (click credits), the ones a returning seller spends first. */
export const REACTIVATION_CREDIT_TYPE = 'click' as const;
export const REACTIVATION_PAGE_SIZE = 10;
/** The grant's origin and audit description (the admin audit shows the description). */
export const REACTIVATION_GRANT_ORIGIN = 'reactivation';
export const REACTIVATION_GRANT_DESCRIPTION = 'Presente de boas-vindas (reativação)';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a token stops being claimable: REACTIVATION_CLAIM_DAYS after its creation. */
export const claimDeadline = (createdAt: Date): Date =>
  new Date(createdAt.getTime() + REACTIVATION_CLAIM_DAYS * DAY_MS);

/** When the gift's credits stop counting: REACTIVATION_VALID_DAYS after the claim. */
export const giftExpiry = (claimedAt: Date): Date =>
  new Date(claimedAt.getTime() + REACTIVATION_VALID_DAYS * DAY_MS);

export const REACTIVATION_MESSAGES = {
  /** Spec admin §8, verbatim. */
  created: 'Token criado com sucesso',
  accountRequired: 'Escolha a conta',
  accountNotFound: 'Conta não encontrada',
  notCustomer: 'Tokens de reativação são só para contas de clientes',
  noUsers: 'Esta conta não tem usuários ativos para receber o presente',
  alreadyOpen: 'Esta conta já tem um token de reativação em aberto',
  tokenTaken: 'Este token já existe: escolha outro ou deixe o campo vazio',
  invalidToken: 'Use de 8 a 64 letras, números, "-" ou "_"',
  creditsRequired: 'Informe os créditos',
  invalidCredits: `Informe de 1 a ${REACTIVATION_MAX_CREDITS.toLocaleString('pt-BR')} créditos, sem casas decimais`,
  giftNotFound: 'Nenhum presente de boas-vindas para esta conta',
  giftClaimed: 'O presente de boas-vindas desta conta já foi resgatado',
  giftExpired: 'O prazo para resgatar este presente terminou',
  giftRevoked: 'Este presente foi cancelado pela equipe',
  staffNoGift: 'A equipe interna não recebe o presente de boas-vindas',
  revoked: 'Token cancelado',
  notRevocable: 'Só um token em aberto pode ser cancelado',
  invalidPage: 'Página inválida',
} as const;

/** "100 créditos de consulta válidos por 33 dias". */
export function giftSummary(credits: number, validDays = REACTIVATION_VALID_DAYS): string {
  const amount = credits.toLocaleString('pt-BR');
  return `${amount} ${credits === 1 ? 'crédito' : 'créditos'} de consulta válidos por ${validDays} dias`;
}

/** The web client's markers (`skip_handle_error`, `allowed_success_notify`) are accepted and ignored. */
const clientMarkers = Object.fromEntries(CLIENT_MARKERS.map((key) => [key, z.string().optional()])) as Record<
  (typeof CLIENT_MARKERS)[number],
  z.ZodOptional<z.ZodString>
>;

export const reactivationTokenSchema = z
  .string({ error: REACTIVATION_MESSAGES.invalidToken })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, REACTIVATION_MESSAGES.invalidToken);

export const reactivationCreditsSchema = z
  .number({
    error: requiredError(REACTIVATION_MESSAGES.creditsRequired, REACTIVATION_MESSAGES.invalidCredits),
  })
  .int(REACTIVATION_MESSAGES.invalidCredits)
  .min(1, REACTIVATION_MESSAGES.invalidCredits)
  .max(REACTIVATION_MAX_CREDITS, REACTIVATION_MESSAGES.invalidCredits);

// ---------------------------------------------------------------------------------------------------
// Staff: POST /api/user/reactivation/create_token, GET /api/admin/reactivation/tokens,
// GET /api/admin/reactivation/accounts, POST /api/admin/reactivation/tokens/:id/revoke (ours).

/**
 * Spec: `{ reactivation_token, credits }`. Ours: `account_id` names the account; the token is optional
 * (the server draws a random one when absent, which is what the admin panel does).
 */
export const createReactivationTokenRequestSchema = z
  .object({
    account_id: z.uuid({
      error: requiredError(REACTIVATION_MESSAGES.accountRequired, REACTIVATION_MESSAGES.accountNotFound),
    }),
    reactivation_token: reactivationTokenSchema.nullish(),
    credits: reactivationCreditsSchema.default(REACTIVATION_CREDITS),
  })
  .strict();
export type CreateReactivationTokenRequest = z.input<typeof createReactivationTokenRequestSchema>;

export const REACTIVATION_STATUSES = ['open', 'claimed', 'expired', 'revoked'] as const;
export type ReactivationStatus = (typeof REACTIVATION_STATUSES)[number];
export const REACTIVATION_STATUS_LABELS: Record<ReactivationStatus, string> = {
  open: 'Em aberto',
  claimed: 'Resgatado',
  expired: 'Expirado',
  revoked: 'Cancelado',
};

/** A token's status at `now`. */
export function reactivationStatus(
  token: { claimedAt: Date | null; revokedAt: Date | null; claimUntil: Date },
  now: Date,
): ReactivationStatus {
  if (token.claimedAt) return 'claimed';
  if (token.revokedAt) return 'revoked';
  return token.claimUntil.getTime() <= now.getTime() ? 'expired' : 'open';
}

const personSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const reactivationTokenEntrySchema = z.object({
  id: z.string(),
  reactivation_token: z.string(),
  account: z.object({ id: z.string(), name: z.string() }),
  credits: z.number().int(),
  created_by: personSchema.nullable(),
  created_at: z.string(),
  /** The last instant the account may claim it. */
  claim_until: z.string(),
  claimed_by: personSchema.nullable(),
  claimed_at: z.string().nullable(),
  /** When the granted credits stop counting (claimed tokens). */
  credits_expire_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  status: z.enum(REACTIVATION_STATUSES),
});
export type ReactivationTokenEntry = z.infer<typeof reactivationTokenEntrySchema>;

export const createReactivationTokenResponseSchema = z.object({
  message: z.string(),
  token: reactivationTokenEntrySchema,
  /** Who was e-mailed. */
  notified: z.array(z.string()),
});
export type CreateReactivationTokenResponse = z.infer<typeof createReactivationTokenResponseSchema>;

const page = z.coerce
  .number({ error: REACTIVATION_MESSAGES.invalidPage })
  .int(REACTIVATION_MESSAGES.invalidPage)
  .min(1, REACTIVATION_MESSAGES.invalidPage)
  .max(100_000, REACTIVATION_MESSAGES.invalidPage)
  .default(1);

export const reactivationTokensQuerySchema = z
  .object({
    /** The account's name or a user's e-mail of it. */
    q: z.string().trim().max(200).optional(),
    status: z.enum(REACTIVATION_STATUSES).optional(),
    page,
    ...clientMarkers,
  })
  .strict();
export type ReactivationTokensQuery = z.input<typeof reactivationTokensQuerySchema>;

export const reactivationTokensResponseSchema = z.object({
  tokens: z.array(reactivationTokenEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type ReactivationTokensResponse = z.infer<typeof reactivationTokensResponseSchema>;

export const reactivationAccountsQuerySchema = z
  .object({ q: z.string().trim().max(200).default(''), ...clientMarkers })
  .strict();

export const reactivationAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  account_type: z.string(),
  owner: z.object({ name: z.string(), email: z.string() }).nullable(),
  active_users: z.number().int(),
  /** The newest sign-in of any of its users (ISO), or null: never. */
  last_sign_in_at: z.string().nullable(),
  /** The token still open for it, if any (a second one is refused). */
  open_token_id: z.string().nullable(),
});
export type ReactivationAccount = z.infer<typeof reactivationAccountSchema>;

export const reactivationAccountsResponseSchema = z.object({ accounts: z.array(reactivationAccountSchema) });
export type ReactivationAccountsResponse = z.infer<typeof reactivationAccountsResponseSchema>;

export const reactivationTokenIdParamsSchema = z.object({
  id: z.uuid({ error: REACTIVATION_MESSAGES.giftNotFound }),
});

export const revokeReactivationTokenResponseSchema = z.object({
  message: z.string(),
  token: reactivationTokenEntrySchema,
});

// ---------------------------------------------------------------------------------------------------
// The account's users: GET /api/accounts/show_reactivation_and_reengagement_modal,
// PATCH /api/user/reactivation/saw_modal.

/** Ours: the only engagement the server offers is the welcome-back gift. */
export const ENGAGE_TYPES = ['welcome_back'] as const;
export type EngageType = (typeof ENGAGE_TYPES)[number];

export const reactivationEventSchema = z.object({
  reactivation_token: z.string(),
  credits: z.number().int(),
  valid_days: z.number().int(),
  /** The last instant the gift may be claimed. */
  claim_until: z.string(),
});
export type ReactivationEvent = z.infer<typeof reactivationEventSchema>;

/** Spec admin §3 "Reactivation modal answer": show, engage_type, deal_owner, event. */
export const reactivationModalResponseSchema = z.object({
  show: z.boolean(),
  engage_type: z.enum(ENGAGE_TYPES).nullable(),
  /** The account's customer-success person, named in the modal; null: none assigned. */
  deal_owner: z.object({ name: z.string(), email: z.string() }).nullable(),
  event: reactivationEventSchema.nullable(),
});
export type ReactivationModalResponse = z.infer<typeof reactivationModalResponseSchema>;

/** Spec: no body shown. Ours: the token the modal showed; without it, the account's open token. */
export const sawModalRequestSchema = z
  .object({ reactivation_token: reactivationTokenSchema.optional() })
  .strict()
  .nullish();
export type SawModalRequest = z.input<typeof sawModalRequestSchema>;

export const sawModalResponseSchema = z.object({
  message: z.string(),
  credits: z.number().int(),
  /** When the granted credits stop counting (ISO). */
  expires_at: z.string(),
});
export type SawModalResponse = z.infer<typeof sawModalResponseSchema>;

/** The toast after the claim: "100 créditos de consulta foram adicionados à sua conta, válidos até 05/01/2027." */
export function claimedMessage(credits: number, lastDay: string): string {
  const amount = credits.toLocaleString('pt-BR');
  const [y, m, d] = lastDay.split('-');
  const noun =
    credits === 1 ? 'crédito de consulta foi adicionado' : 'créditos de consulta foram adicionados';
  return `${amount} ${noun} à sua conta, válidos até ${d}/${m}/${y}.`;
}
