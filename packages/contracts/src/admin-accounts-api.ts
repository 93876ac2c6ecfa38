// Staff onboard customers (spec commerce §1 "create test accounts", §7.3): POST /api/admin/create_account
// (a customer's account), POST /api/users/create_account_test (the same, marked as a test account) and
// POST /api/admin/users (a user added to a given account, within its seats). The spec shows no payloads:
// these are ours.
import { z } from 'zod';
import {
  ACCOUNT_USER_MESSAGES,
  createSubUserRequestSchema,
  USER_NAME_MAX_LENGTH,
  whatsappSchema,
} from './account-users-api.ts';
import {
  ADMIN_MESSAGES,
  adminAccountMutationResponseSchema,
  adminAccountUserSchema,
  creditAmountSchema,
  isoDaySchema,
} from './admin-api.ts';
import { emailSchema } from './auth.ts';
import { PLANS } from './plans-api.ts';

export const ADMIN_ACCOUNTS_API_PATHS = {
  createAccount: '/api/admin/create_account',
  createTestAccount: '/api/users/create_account_test',
  addUser: '/api/admin/users',
} as const;

export const ACCOUNT_NAME_MAX_LENGTH = 120;
export const MAX_USERS_LIMIT = 1000;

export const ADMIN_ACCOUNT_MESSAGES = {
  created: 'Conta criada com sucesso',
  testCreated: 'Conta de teste criada com sucesso',
  userAdded: ACCOUNT_USER_MESSAGES.created,
  invalidAccountName: `Informe o nome da conta (de 2 a ${ACCOUNT_NAME_MAX_LENGTH} caracteres)`,
  invalidPlan: 'Escolha um dos planos do catálogo',
  invalidMaxUsers: ADMIN_MESSAGES.invalidMaxUsers,
  invalidAccount: 'Conta não encontrada',
  disabledByStaff:
    'Este e-mail é de um usuário desativado pela equipe nesta conta: habilite-o na lista de usuários',
} as const;

/** The seats are full, said to staff adding a user from the account's drawer (they can raise the limit). */
export const staffSeatsFullMessage = (active: number) =>
  `Esta conta já tem ${active} ${active === 1 ? 'usuário ativo' : 'usuários ativos'}, o máximo do plano: aumente o limite na aba Plano ou desative um usuário`;

/** The plans staff may give a new account: the catalogue's names (the plans screen shows the same). */
export const PLAN_NAMES = PLANS.map((plan) => plan.name) as [string, ...string[]];

const personName = z
  .string()
  .trim()
  .min(2, ACCOUNT_USER_MESSAGES.invalidName)
  .max(USER_NAME_MAX_LENGTH, ACCOUNT_USER_MESSAGES.invalidName);

export const createAccountRequestSchema = z
  .object({
    account: z
      .object({
        name: z
          .string()
          .trim()
          .min(2, ADMIN_ACCOUNT_MESSAGES.invalidAccountName)
          .max(ACCOUNT_NAME_MAX_LENGTH, ADMIN_ACCOUNT_MESSAGES.invalidAccountName),
        plan_name: z.enum(PLAN_NAMES, { error: ADMIN_ACCOUNT_MESSAGES.invalidPlan }),
        max_users_count: z.coerce
          .number({ error: ADMIN_ACCOUNT_MESSAGES.invalidMaxUsers })
          .int(ADMIN_ACCOUNT_MESSAGES.invalidMaxUsers)
          .min(1, ADMIN_ACCOUNT_MESSAGES.invalidMaxUsers)
          .max(MAX_USERS_LIMIT, ADMIN_ACCOUNT_MESSAGES.invalidMaxUsers),
      })
      .strict(),
    /** The first credits (grants of origin admin); none by default. */
    credit: z
      .object({
        search_credit: creditAmountSchema.default(0),
        internal_export_credit: creditAmountSchema.default(0),
        /** The last day they count (none: no expiry); today at the earliest, in Brasília. */
        expires_date: isoDaySchema.nullable().default(null),
      })
      .strict()
      .default({ search_credit: 0, internal_export_credit: 0, expires_date: null }),
    owner: z
      .object({
        name: personName,
        email: emailSchema,
        whatsapp_number: whatsappSchema.optional(),
      })
      .strict(),
  })
  .strict();
export type CreateAccountRequest = z.input<typeof createAccountRequestSchema>;
export type CreateAccountInput = z.output<typeof createAccountRequestSchema>;

/** The account as the other staff changes to an account answer it. */
export const createAccountResponseSchema = adminAccountMutationResponseSchema;
export type CreateAccountResponse = z.infer<typeof createAccountResponseSchema>;

/** POST /api/admin/users: the sub-user's own fields (roles manager, user, prospector) and the account. */
export const adminAddUserRequestSchema = createSubUserRequestSchema
  .extend({ account_id: z.uuid({ error: ADMIN_ACCOUNT_MESSAGES.invalidAccount }) })
  .strict();
export type AdminAddUserRequest = z.input<typeof adminAddUserRequestSchema>;
export type AdminAddUserInput = z.output<typeof adminAddUserRequestSchema>;

export const adminAddUserResponseSchema = z.object({ message: z.string(), user: adminAccountUserSchema });
export type AdminAddUserResponse = z.infer<typeof adminAddUserResponseSchema>;
