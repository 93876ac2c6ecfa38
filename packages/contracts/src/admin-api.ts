// The staff's admin area (spec 2 §7.3): every user of every account with filters, an account's plan,
// seats and credits, its users, and the credits' audit. Only roles admin and customer_success.

import { z } from 'zod';
import { USER_NAME_MAX_LENGTH, whatsappSchema } from './account-users-api.ts';
import { emailSchema, ROLES, type Role, roleSchema } from './auth.ts';
import { creditGaugeSchema } from './credits.ts';
import { EXPORT_TOOL_LABELS, type ExportTool } from './exports-api.ts';
import { planOrderSchema } from './plans-api.ts';
import { ACCOUNT_TYPES, accountTypeSchema } from './user.ts';

/** The account drawer's tabs as the admin area's address names them (`/admin?account=…&aba=plano`). */
export const ACCOUNT_DRAWER_TAB_SLUGS = {
  credits: 'creditos',
  audit: 'auditoria',
  consumption: 'consumo',
  plan: 'plano',
  users: 'usuarios',
  contact: 'contato',
} as const;
export type AccountDrawerTab = keyof typeof ACCOUNT_DRAWER_TAB_SLUGS;

/** An account opened in the admin area, on one of its drawer's tabs (the staff e-mails' links). */
export function adminAccountPath(accountId: string, tab: AccountDrawerTab = 'credits'): string {
  const params = new URLSearchParams({ account: accountId });
  if (tab !== 'credits') params.set('aba', ACCOUNT_DRAWER_TAB_SLUGS[tab]);
  return `/admin?${params}`;
}

/** Spec: "Page limit 10" for the users lists. */
export const ADMIN_PAGE_SIZE = 10;
/** A user is active, or disabled by the staff (spec: disable sets deletedAt, enable clears it). */
export const ADMIN_USER_STATUSES = ['active', 'disabled'] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];

/** Roles only an admin gives (a customer-success member gives the customer roles). */
export const STAFF_ONLY_ROLES = ['admin', 'customer_success'] as const satisfies readonly Role[];
/** Spec §5: statuses counted as valid accounts. */
export const VALID_ACCOUNT_TYPES = ['active', 'suspended', 'migrated'] as const;

export const ACCOUNT_TYPE_LABELS: Record<(typeof ACCOUNT_TYPES)[number], string> = {
  free: 'Gratuita',
  active: 'Ativa',
  suspended: 'Suspensa',
  migrated: 'Migrada',
  canceled: 'Cancelada',
  test: 'Teste',
  internal: 'Interna',
};

/** The users list's CS filter for the accounts without a CS owner. */
export const NO_CS_FILTER = 'none';

// The success texts are the spec's (exports-admin-commerce §8), verbatim.
export const ADMIN_MESSAGES = {
  userEdited: 'Usuário editado com sucesso',
  userDisabled: 'Usuário desabilitado com sucesso!',
  userEnabled: 'Usuário habilitado com sucesso!',
  planSaved: 'Conta atualizada com sucesso!',
  maxUsersSaved: 'Total de usuários alterado com sucesso',
  creditsAdded: 'Créditos inseridos com sucesso',
  creditsRemoved: 'Créditos removidos com sucesso!',
  creditInvalidated: 'Crédito invalidado com sucesso',
  emailTaken: 'Este e-mail já é usado por outro usuário do Prospecta',
  notYourself: 'Você não pode desativar o seu próprio usuário',
  notYourRole: 'Você não pode mudar o seu próprio papel: peça a outro administrador',
  lastAdmin:
    'Este é o último administrador ativo da equipe: torne outro usuário administrador antes de mudar o papel dele ou desativá-lo',
  staffOnlyRole: 'Só um administrador dá os papéis da equipe',
  staffRoleOutside: 'Os papéis da equipe são só para usuários da conta do Prospecta',
  staffUser: 'Só um administrador altera um usuário da equipe',
  ownerNeeded: 'A conta precisa de um dono: torne outro usuário dono da conta e este passa a gestor',
  inactiveOwner: 'Só um usuário ativo pode ser o dono da conta: habilite-o antes',
  nothingToChange: 'Informe ao menos um dado para alterar',
  invalidName: `Informe o nome (de 2 a ${USER_NAME_MAX_LENGTH} caracteres)`,
  invalidPlanName: 'Informe o nome do plano (até 80 caracteres)',
  invalidMaxUsers: 'Informe um limite de 1 a 1.000 usuários',
  emptyCredit: 'Informe créditos de consulta ou de exportação, ou as consultas ilimitadas',
  alreadyUnlimited: 'A conta já tem consultas ilimitadas',
  notUnlimited: 'A conta não tem consultas ilimitadas para remover',
  negativeCredit: 'Os créditos não podem ser negativos',
  wholeCredit: 'Informe um número inteiro de créditos',
  tooManyCredits: 'No máximo 10.000.000 de créditos por operação',
  pastExpiry: 'A validade precisa ser uma data futura',
  invalidDescription: 'A descrição tem no máximo 200 caracteres',
  invalidCause: 'Informe o motivo (de 3 a 200 caracteres)',
  alreadyInvalidated: 'Este crédito já foi invalidado',
  alreadyExpired: 'Este crédito já expirou: não conta mais no saldo',
  notAGrant: 'Só créditos concedidos podem ser invalidados',
  invalidPeriod: 'Período inválido: a data inicial vem depois da final',
  invalidPage: 'Página inválida',
  invalidGrouping: 'Agrupe por dia, mês ou ano',
  csAssigned: 'CS adicionado ao usuário',
  csRemoved: 'CS removido',
  notCs: 'Escolha um membro da equipe de customer success ou um administrador',
  csFilter: 'Responsável de CS inválido: o id de um membro da equipe ou "none"',
  noCs: 'Esta conta não tem CS',
} as const;

/** What the admin screens say when an operation fails unexpectedly (a 5xx, the network): the spec's texts. */
export const ADMIN_FAILURES = {
  creditInvalidation: 'Ocorreu um erro ao tentar invalidar este crédito',
  maxUsers: 'Não foi possível alterar a quantidade de usuários. Por favor, tente novamente',
  accountUpdate: 'Aconteceu algo inesperado no processo de atualização das informações da conta',
} as const;

/** The users' seats: removing below the active users would leave the account over its own limit. */
export const maxUsersBelowActiveMessage = (active: number) =>
  `A conta tem ${active} ${active === 1 ? 'usuário ativo' : 'usuários ativos'}; desative usuários antes de reduzir o limite abaixo disso.`;
export const notEnoughCreditsMessage = (kind: 'consulta' | 'exportação', available: number) =>
  `Não há tantos créditos de ${kind} para remover: ${available.toLocaleString('pt-BR')} disponíveis`;
export const seatsFullMessage = (max: number) =>
  `A conta já tem ${max} ${max === 1 ? 'usuário ativo' : 'usuários ativos'}, o limite do plano. Aumente o limite antes de reativar.`;

const page = z.coerce
  .number({ error: ADMIN_MESSAGES.invalidPage })
  .int(ADMIN_MESSAGES.invalidPage)
  .min(1, ADMIN_MESSAGES.invalidPage)
  .max(100_000, ADMIN_MESSAGES.invalidPage)
  .default(1);
export const adminIdParamsSchema = z.object({ id: z.string() });
export const adminAccountParamsSchema = z.object({ accountId: z.string() });

// ---------------------------------------------------------------------------------------------------
// POST /api/user/all — every user, filtered and paged.

export const adminUsersRequestSchema = z
  .object({
    /** Name (accent- and case-insensitive) or e-mail. */
    name_or_email: z.string().trim().max(200).default(''),
    roles: z.array(roleSchema).max(ROLES.length).default([]),
    /** Exactly one status filters; none or both show everyone (spec §4). */
    status: z.array(z.enum(ADMIN_USER_STATUSES)).max(2).default([]),
    type_account: z.array(accountTypeSchema).max(ACCOUNT_TYPES.length).default([]),
    /** Ours: the users of the accounts a CS member owns (their id), or of the accounts without one (`none`). */
    cs_user_id: z
      .string({ error: ADMIN_MESSAGES.csFilter })
      .refine((value) => value === NO_CS_FILTER || z.uuid().safeParse(value).success, {
        error: ADMIN_MESSAGES.csFilter,
      })
      .optional(),
    page,
  })
  .strict();
export type AdminUsersRequest = z.input<typeof adminUsersRequestSchema>;

const personSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const adminUserItemSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  accountType: accountTypeSchema,
  planName: z.string().nullable(),
  userStatus: z.enum(ADMIN_USER_STATUSES),
  /** The owner's switch (turned off by the account's owner, still not disabled by the staff). */
  active: z.boolean(),
  /** Deleted by the account's owner (userStatus disabled, but not by the staff). */
  deletedByAccount: z.boolean(),
  accountOwner: personSchema.nullable(),
  /** Users of the account that are not disabled. */
  usersCount: z.number().int(),
  /** The customer-success member's e-mail. */
  cs: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUserItem = z.infer<typeof adminUserItemSchema>;

export const adminUsersResponseSchema = z.object({
  users: z.array(adminUserItemSchema),
  total_users: z.number().int(),
  /** Accounts among the users found. */
  total_clients: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/admin/account/:accountId/account_info — the account's plan, seats and credits.

export const adminAccountInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  accountType: accountTypeSchema,
  planName: z.string().nullable(),
  /** The catalogue plan (plans-api) the account is on; null: a plan of its own (the name staff typed). */
  planId: z.string().nullable(),
  maxUsersCount: z.number().int(),
  activeUsers: z.number().int(),
  unlimitedClick: z.boolean(),
  credits: z.object({ click: creditGaugeSchema, export: creditGaugeSchema }),
  owner: personSchema.nullable(),
  cs: personSchema.nullable(),
  createdAt: z.string(),
  /** The account's open plan order (plans-api), for staff to apply. */
  planOrder: planOrderSchema.nullable(),
});
export type AdminAccountInfo = z.infer<typeof adminAccountInfoSchema>;

// ---------------------------------------------------------------------------------------------------
// POST /api/v4/admin/account/:accountId/users — one account's users.

export const adminAccountUsersRequestSchema = z
  .object({
    search: z.string().trim().max(200).default(''),
    roles: z.array(roleSchema).max(ROLES.length).default([]),
    statuses: z.array(z.enum(ADMIN_USER_STATUSES)).max(2).default([]),
    page,
  })
  .strict();
export type AdminAccountUsersRequest = z.input<typeof adminAccountUsersRequestSchema>;

/** Spec: PATCH {v4}/admin/user/{id} returns id, name, email, whatsapp_number, role, active, dates. */
export const adminAccountUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  whatsapp_number: z.string().nullable(),
  role: roleSchema,
  active: z.boolean(),
  userStatus: z.enum(ADMIN_USER_STATUSES),
  /** Deleted by the account's owner (userStatus disabled, but not by the staff). */
  deletedByAccount: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminAccountUser = z.infer<typeof adminAccountUserSchema>;

export const adminAccountUsersResponseSchema = z.object({
  users: z.array(adminAccountUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AdminAccountUsersResponse = z.infer<typeof adminAccountUsersResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// PATCH /api/v4/admin/user/:id; POST /api/user/:id/disable_user and /enable_user.

const nameSchema = z
  .string()
  .trim()
  .min(2, ADMIN_MESSAGES.invalidName)
  .max(USER_NAME_MAX_LENGTH, ADMIN_MESSAGES.invalidName);

/**
 * Any of name, e-mail, role and WhatsApp (the spec's `img` is not kept: no screen shows a user's picture).
 * Making a user the owner hands the account over: the former owner becomes a manager.
 */
export const adminUpdateUserRequestSchema = z
  .object({
    name: nameSchema.optional(),
    email: emailSchema.optional(),
    role: roleSchema.optional(),
    whatsapp_number: whatsappSchema.optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: ADMIN_MESSAGES.nothingToChange,
  });
export type AdminUpdateUserRequest = z.input<typeof adminUpdateUserRequestSchema>;

export const adminUserMutationResponseSchema = z.object({
  message: z.string(),
  user: adminAccountUserSchema,
});
export type AdminUserMutationResponse = z.infer<typeof adminUserMutationResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// POST /api/accounts/:id ({ account: { plan_name } }) and /api/accounts/max_users_count/:id.

export const adminPlanNameRequestSchema = z
  .object({
    account: z
      .object({
        plan_name: z
          .string()
          .trim()
          .min(1, ADMIN_MESSAGES.invalidPlanName)
          .max(80, ADMIN_MESSAGES.invalidPlanName),
      })
      .strict(),
  })
  .strict();
export const adminMaxUsersRequestSchema = z
  .object({
    account: z
      .object({
        max_users_count: z.coerce
          .number({ error: ADMIN_MESSAGES.invalidMaxUsers })
          .int(ADMIN_MESSAGES.invalidMaxUsers)
          .min(1, ADMIN_MESSAGES.invalidMaxUsers)
          .max(1000, ADMIN_MESSAGES.invalidMaxUsers),
      })
      .strict(),
  })
  .strict();
export type AdminPlanNameRequest = z.input<typeof adminPlanNameRequestSchema>;
export type AdminMaxUsersRequest = z.input<typeof adminMaxUsersRequestSchema>;

export const adminAccountMutationResponseSchema = z.object({
  message: z.string(),
  account: adminAccountInfoSchema,
});
export type AdminAccountMutationResponse = z.infer<typeof adminAccountMutationResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// POST /api/credits/user/:id/create and /withdrawal. The spec names the path by "user"; the credits belong
// to the account, so :id is the account's id.

export const MAX_CREDITS_PER_OPERATION = 10_000_000;
export const CREDIT_OPERATIONS = ['add_credit', 'remove_credit'] as const;
export type CreditOperation = (typeof CREDIT_OPERATIONS)[number];

// Not a number ("abc") or a fraction (1.5) asks for a whole number; only a negative one is called negative.
export const creditAmountSchema = z.coerce
  .number({ error: ADMIN_MESSAGES.wholeCredit })
  .int(ADMIN_MESSAGES.wholeCredit)
  .min(0, ADMIN_MESSAGES.negativeCredit)
  .max(MAX_CREDITS_PER_OPERATION, ADMIN_MESSAGES.tooManyCredits);

const INVALID_DAY = 'Data inválida: use AAAA-MM-DD';
/** A calendar day as YYYY-MM-DD (2025-02-30 and 2025-13-01 are refused, not rolled over or left to the database). */
export const isoDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, INVALID_DAY)
  .refine((day) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
  }, INVALID_DAY);

/** What an account has left to remove: its click and export credits, and whether its clicks are unlimited. */
export type CreditsAvailable = { click: number; export: number; unlimitedClick: boolean };

/**
 * Spec §4: valid only with unlimited set, or click > 0, or export > 0, and no negative value; and, for a
 * removal, `available` given, only when it takes no more click credits than remain (unless the account's clicks
 * are unlimited) and no more export credits than remain — the server refuses it otherwise.
 */
export const creditFormValid = (
  credit: { search_credit: number; internal_export_credit: number; unlimited_click: boolean },
  available?: CreditsAvailable,
) =>
  (credit.unlimited_click || credit.search_credit > 0 || credit.internal_export_credit > 0) &&
  (!available ||
    ((available.unlimitedClick || credit.search_credit <= available.click) &&
      credit.internal_export_credit <= available.export));

export const adminCreditRequestSchema = z
  .object({
    credit: z
      .object({
        search_credit: creditAmountSchema.default(0),
        internal_export_credit: creditAmountSchema.default(0),
        /** Adding sets the account's unlimited click; removing clears it. */
        unlimited_click: z.boolean().default(false),
        /** Added credits only: the last day they count (none: no expiry). */
        expires_date: isoDaySchema.nullable().default(null),
        description: z.string().trim().max(200, ADMIN_MESSAGES.invalidDescription).default(''),
      })
      .strict()
      // Only amounts that passed their own checks: -5 is "negative", not also "empty".
      // The amounts alone: what remains is checked by the service, under the account's lock.
      .refine((credit) => creditFormValid(credit), {
        error: ADMIN_MESSAGES.emptyCredit,
        when: (payload) => !payload.issues.length,
      }),
  })
  .strict();
export type AdminCreditRequest = z.input<typeof adminCreditRequestSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/credit_histories/:accountId/all — the audit: grants, withdrawals, spends, the unlimited-click
// switch turned on or off and the grants staff edited, newest first.

export const CREDIT_AUDIT_KINDS = ['grant', 'withdrawal', 'consumption', 'unlimited', 'edit'] as const;
/** Spec §3's audit `status` filter: invalidated grants, or every other line. */
export const CREDIT_AUDIT_STATUSES = ['valid', 'invalidated'] as const;
export type CreditAuditStatus = (typeof CREDIT_AUDIT_STATUSES)[number];
/** The `description` of an `unlimited` entry (its `amount` is 0, its type click). */
export const UNLIMITED_ON_REASON = 'unlimited_on';
export const UNLIMITED_OFF_REASON = 'unlimited_off';
export const creditAuditQuerySchema = z
  .object({
    init_date: isoDaySchema.optional(),
    end_date: isoDaySchema.optional(),
    type: z.enum(['click', 'export']).optional(),
    origin: z.enum(CREDIT_AUDIT_KINDS).optional(),
    status: z.enum(CREDIT_AUDIT_STATUSES).optional(),
    page,
  })
  .strict()
  .refine((q) => !q.init_date || !q.end_date || q.init_date <= q.end_date, {
    error: ADMIN_MESSAGES.invalidPeriod,
  });
export type CreditAuditQuery = z.input<typeof creditAuditQuerySchema>;

export const creditAuditEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(CREDIT_AUDIT_KINDS),
  type: z.enum(['click', 'export']),
  /** Positive: credits given; negative: credits removed or spent. */
  amount: z.number().int(),
  /** Who gave, removed or spent them. */
  user: personSchema.nullable(),
  /** The reason of a spend (e.g. company_consult, list_export) or the description given with a grant. */
  description: z.string().nullable(),
  /** What a spend was for: a CNPJ consulted, a list's id; a removal's or an unlimited switch's description. */
  subject: z.string().nullable(),
  /** The list a spend was for, by name (`deleted`: it was deleted since); null when the subject is no list. */
  list: z.object({ id: z.string(), name: z.string(), deleted: z.boolean() }).nullable(),
  expires_at: z.string().nullable(),
  invalidated: z.boolean(),
  invalidated_cause: z.string().nullable(),
  /** A grant's credits still unspent (a grant no longer counting: 0); null for any other line. */
  remaining: z.number().int().nullable(),
  /** An `edit` line: the grant edited and its amount and last valid day before and after. */
  edit: z
    .object({
      grant_id: z.string(),
      amount_from: z.number().int(),
      amount_to: z.number().int(),
      expires_from: z.string().nullable(),
      expires_to: z.string().nullable(),
    })
    .nullable(),
  created_at: z.string(),
});
export type CreditAuditEntry = z.infer<typeof creditAuditEntrySchema>;

/** The sums of every line the filters keep (not only the page's), by type. */
export const creditAuditTotalsSchema = z.object({
  /** Credits of grants not invalidated. */
  granted: z.number().int(),
  /** Credits of invalidated grants. */
  invalidated: z.number().int(),
  /** Taken away by staff (positive). */
  removed: z.number().int(),
  /** Used by the account's users (positive). */
  spent: z.number().int(),
});
export type CreditAuditTotals = z.infer<typeof creditAuditTotalsSchema>;

export const creditAuditResponseSchema = z.object({
  entries: z.array(creditAuditEntrySchema),
  totals: z.object({ click: creditAuditTotalsSchema, export: creditAuditTotalsSchema }),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type CreditAuditResponse = z.infer<typeof creditAuditResponseSchema>;

/** POST /api/credit_xds/invalidate — a grant stops counting (its spends stay). */
export const invalidateCreditRequestSchema = z
  .object({
    id: z.string(),
    cause: z.string().trim().min(3, ADMIN_MESSAGES.invalidCause).max(200, ADMIN_MESSAGES.invalidCause),
  })
  .strict();
export type InvalidateCreditRequest = z.input<typeof invalidateCreditRequestSchema>;

/** Spec: admin lists, credit consumption and audit pages hold 10 rows. */
export const CREDIT_AUDIT_PAGE_SIZE = 10;

/** Spends' reasons in Portuguese for the audit (see creditReasonLabel for the exports'). */
export const CREDIT_REASON_LABELS: Record<string, string> = {
  company_consult: 'Consulta de empresa',
  list_export: 'Exportação para lista',
  autoplay: 'Lista automática',
  plan: 'Plano',
  admin: 'Adicionado pela equipe',
  admin_withdrawal: 'Removido pela equipe',
  grant_edit: 'Editado pela equipe',
  [UNLIMITED_ON_REASON]: 'Consultas ilimitadas ativadas',
  [UNLIMITED_OFF_REASON]: 'Consultas ilimitadas desativadas',
};

const FILE_EXPORT_LABELS: Record<string, string> = { csv: 'Exportação em CSV', excel: 'Exportação em Excel' };

/**
 * A spend's reason or a grant's description as the audit reads it: a known reason in Portuguese, an export's
 * (`export_<service>`, spent by exports to a file or a tool) with its format or tool, anything else as stored.
 */
export function creditReasonLabel(reason: string): string {
  const known = CREDIT_REASON_LABELS[reason];
  if (known) return known;
  const service = reason.startsWith('export_') ? reason.slice('export_'.length) : null;
  if (service && FILE_EXPORT_LABELS[service]) return FILE_EXPORT_LABELS[service];
  if (service && service in EXPORT_TOOL_LABELS)
    return `Exportação para ${EXPORT_TOOL_LABELS[service as ExportTool]}`;
  return reason;
}

// ---------------------------------------------------------------------------------------------------
// The account's customer-success owner: GET /api/users/cs_and_admins, PATCH /api/ddcs/assign_cs_to_account,
// DELETE /api/ddcs/remove_cs_from_account?account_id=.

export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'customer_success']),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const csAndAdminsResponseSchema = z.object({ users: z.array(staffMemberSchema) });

export const assignCsRequestSchema = z.strictObject({
  account_id: z.uuid({ error: 'Conta não encontrada' }),
  cs_user_id: z.uuid({ error: ADMIN_MESSAGES.notCs }),
});
export const removeCsQuerySchema = z.object({ account_id: z.uuid({ error: 'Conta não encontrada' }) });

// ---------------------------------------------------------------------------------------------------
// GET /api/credit_histories/:accountId/grouped_by_users — who spent the account's credits in a period, by
// day, month or year (staff's withdrawals are not spending), the heaviest users first, 10 a page.

export const CONSUMPTION_PAGE_SIZE = 10;
/** Spec admin §3: groupBy, month by default; day and year also available. */
export const CONSUMPTION_GROUPINGS = ['day', 'month', 'year'] as const;
export type ConsumptionGrouping = (typeof CONSUMPTION_GROUPINGS)[number];

export const consumptionQuerySchema = z
  .object({
    init_date: isoDaySchema.optional(),
    end_date: isoDaySchema.optional(),
    group_by_format: z
      .enum(CONSUMPTION_GROUPINGS, { error: ADMIN_MESSAGES.invalidGrouping })
      .default('month'),
    page,
  })
  .strict()
  .refine((q) => !q.init_date || !q.end_date || q.init_date <= q.end_date, {
    error: ADMIN_MESSAGES.invalidPeriod,
  });
export type ConsumptionQuery = z.input<typeof consumptionQuerySchema>;

const spentSchema = z.object({ click: z.number().int(), export: z.number().int() });
export const userConsumptionSchema = spentSchema.extend({
  /** null: spends of a user no longer found (removed from the database). */
  user: personSchema.nullable(),
  /** "2026" (by year), "2026-11" (by month) or "2026-11-28" (by day), newest first. */
  periods: z.array(spentSchema.extend({ period: z.string() })),
});
export type UserConsumption = z.infer<typeof userConsumptionSchema>;

export const consumptionResponseSchema = z.object({
  users: z.array(userConsumptionSchema),
  totals: spentSchema,
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type ConsumptionResponse = z.infer<typeof consumptionResponseSchema>;
