// The users of an account (spec: GET user/supervised, POST/PATCH/DELETE /user/sub_user): the owner adds
// sellers and managers, edits them, turns them off and deletes them; managers see the list.
import { z } from 'zod';
import { emailSchema } from './auth.ts';

/** The roles an owner gives: a manager, a seller (`user`) or a prospector. */
export const SUB_USER_ROLES = ['manager', 'user', 'prospector'] as const;
export const subUserRoleSchema = z.enum(SUB_USER_ROLES, { error: 'Escolha um papel' });
export type SubUserRole = z.infer<typeof subUserRoleSchema>;

/** Who adds, edits and deletes users; who only sees them. */
export const ACCOUNT_USER_MANAGERS = ['owner', 'admin'] as const;
export const ACCOUNT_USER_VIEWERS = [...ACCOUNT_USER_MANAGERS, 'manager'] as const;
/** Whether a role sees the account's users (the panel's "Usuários da conta" tab is offered to these only). */
export const canViewAccountUsers = (role: string): boolean =>
  (ACCOUNT_USER_VIEWERS as readonly string[]).includes(role);

/** Users this screen never changes: the owner, staff and the one signed in. */
export const isUnmanagedUser = (user: { id: string; role: string }, signedInId: string): boolean =>
  user.id === signedInId || ['owner', 'admin', 'customer_success'].includes(user.role);

/** A user's longest name (the forms count towards it). */
export const USER_NAME_MAX_LENGTH = 120;

export const ACCOUNT_USER_MESSAGES = {
  created: 'Usuário criado com sucesso',
  edited: 'Usuário editado com sucesso',
  switchedOn: 'Usuário ativado com sucesso',
  switchedOff: 'Usuário desativado com sucesso',
  deleted: 'Usuário deletado com sucesso',
  noPermission: 'Você não possuí permissão para esta ação!',
  emailTaken: 'Este e-mail já é usado por outro usuário do Prospecta',
  disabledByStaff: 'Este usuário foi desativado pela equipe do Prospecta: fale com o suporte para reativá-lo',
  notYours: 'O dono da conta e o seu próprio usuário não são alterados por aqui',
  restored: 'Usuário restaurado',
  notDeleted: 'Este usuário não foi excluído',
  nothingToChange: 'Informe ao menos um dado para alterar',
  invalidName: `Informe o nome (de 2 a ${USER_NAME_MAX_LENGTH} caracteres)`,
  nameTooLong: `Nome longo demais: no máximo ${USER_NAME_MAX_LENGTH} caracteres`,
  invalidWhatsapp: 'WhatsApp inválido: DDD e número, 10 ou 11 dígitos',
} as const;

/** The message when the account's active users already fill its plan. */
export const usersLimitMessage = (max: number) =>
  `Sua conta já tem ${max} ${max === 1 ? 'usuário ativo' : 'usuários ativos'}, o máximo do plano. Desative ou exclua um usuário para liberar a vaga.`;

const nameSchema = z
  .string()
  .trim()
  .min(2, ACCOUNT_USER_MESSAGES.invalidName)
  .max(USER_NAME_MAX_LENGTH, ACCOUNT_USER_MESSAGES.nameTooLong);

/** A Brazilian phone's digits: DDD and 8 digits, or 9 and 8 digits for a mobile. */
export const BR_PHONE_DIGITS = /^[1-9]{2}9?\d{8}$/;

/**
 * A number typed with the punctuation people use (spaces, dots, dashes, parentheses, slashes, a leading +)
 * kept as its digits, which must match `pattern`; '' clears it (null). Letters or any other character are
 * refused with `message` instead of being dropped, so "abc" never silently clears a stored number.
 */
export const punctuatedDigitsSchema = (
  pattern: RegExp,
  message: string,
  clean = (digits: string) => digits,
) =>
  z
    .string()
    .max(40, message)
    .refine((value) => /^[\d\s().+/-]*$/.test(value), message)
    .transform((value) => clean(value.replace(/\D/g, '')))
    .refine((digits) => digits === '' || pattern.test(digits), message)
    .transform((digits) => digits || null);

/** A Brazilian number with its DDD (punctuation and a leading +55 ignored), stored as digits; '' clears it. */
export const whatsappSchema = punctuatedDigitsSchema(
  BR_PHONE_DIGITS,
  ACCOUNT_USER_MESSAGES.invalidWhatsapp,
  (digits) => digits.replace(/^55(?=\d{10,11}$)/, ''),
);

export const accountUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  whatsapp_number: z.string().nullable(),
  role: z.string(),
  active: z.boolean(),
  /** Signed in at least once with a password of their own (false: invited, enters with an e-mailed code). */
  has_password: z.boolean(),
  first_month: z.boolean(),
  /** Turned off by Prospecta's staff: shown to the owner, who cannot change it (only staff bring it back). */
  disabled_by_staff: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AccountUser = z.infer<typeof accountUserSchema>;

/**
 * 200 of GET /api/user/supervised: every user of the account that is not deleted, the owner first, and those
 * staff disabled (`disabled_by_staff`) after them.
 */
export const supervisedResponseSchema = z.object({
  users: z.array(accountUserSchema),
  /** Active users, the ones the plan counts. */
  active_users: z.number().int(),
  max_users_count: z.number().int(),
  /** Whether the signed-in user may add, edit and delete users (the owner and admins). */
  can_manage: z.boolean(),
});
export type SupervisedResponse = z.infer<typeof supervisedResponseSchema>;

/** POST /api/user/sub_user */
export const createSubUserRequestSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  role: subUserRoleSchema,
  whatsapp_number: whatsappSchema.optional(),
});
export type CreateSubUserRequest = z.input<typeof createSubUserRequestSchema>;

/** PATCH /api/user/sub_user/:id — any of the fields. */
export const updateSubUserRequestSchema = z
  .object({
    name: nameSchema.optional(),
    role: subUserRoleSchema.optional(),
    whatsapp_number: whatsappSchema.optional(),
    active: z.boolean().optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: ACCOUNT_USER_MESSAGES.nothingToChange,
  });
export type UpdateSubUserRequest = z.input<typeof updateSubUserRequestSchema>;

export const subUserParamsSchema = z.object({ id: z.string() });

/**
 * POST /api/user/sub_user/:id/restore — the undo of a deletion: the user comes back as they were (on or
 * off), with no new invitation; coming back on needs a free seat.
 */
export const restoreSubUserRequestSchema = z.object({ active: z.boolean() }).strict();
export type RestoreSubUserRequest = z.input<typeof restoreSubUserRequestSchema>;

/** 200/201 of the changes: the message the screen shows and the user as stored (absent after a delete). */
export const subUserMutationResponseSchema = z.object({
  message: z.string(),
  user: accountUserSchema.optional(),
});
export type SubUserMutationResponse = z.infer<typeof subUserMutationResponseSchema>;
