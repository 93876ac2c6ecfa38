// Lists (infosets) endpoints: the list, its sharing, overview, progress, accuracy reports and viability
// (spec core §3 List and List overview, §6 Lists, §7 Lists). Companies of a list, notes and autoplay are
// in lists-companies-api.ts, lists-notes-api.ts and lists-autoplay-api.ts.
import { z } from 'zod';
import { roleSchema } from './auth.ts';
import { cnpjValueSchema } from './companies-api.ts';
import { requiredError } from './zod-messages.ts';

export const LISTS_API_PATHS = {
  lists: '/api/info_sets',
  list: '/api/info_sets/:id',
  recover: '/api/info_sets/:id/recover',
  coordinator: '/api/info_sets/:id/coordinator',
  shareableUsers: '/api/user/supervised_users_to_share_list',
  overview: '/api/info_sets/:id/overview/user/:userId',
  progress: '/api/info_sets/:id/progress',
  accuracyFeedback: '/api/accuracy_data_feedback/create',
  viables: '/api/infosets/viables',
} as const;

export const LISTS_PAGE_SIZE = 10;
export const NOT_INITIALIZED = 'not initialized';
/** Roles that see and manage every list of their account; anyone else manages the lists they wrote. */
export const LIST_SUPERVISOR_ROLES: readonly string[] = ['owner', 'manager'];

/** Whether a user may rename, star, archive, delete or share a list (its author, an owner or a manager). */
export function managesList(authorId: string, user: { id: string; role: string }): boolean {
  return authorId === user.id || LIST_SUPERVISOR_ROLES.includes(user.role);
}

/** Roles a list can never be shared with (spec §6). */
export const UNSHAREABLE_ROLES = ['admin', 'owner', 'manager'] as const;
export const LIST_MESSAGES = {
  unshareableRole:
    'Não é possível compartilhar a lista com administradores, proprietários ou gestores da conta',
  userNotFound: 'Usuário não encontrado nesta conta',
  alreadyAuthor: 'O autor já tem acesso à lista',
  onlyAuthorShares: 'Apenas o autor da lista ou um gestor da conta pode alterar o compartilhamento',
  feedbackStored: 'Obrigado! A equipe do Prospecta vai conferir e avisa você quando responder.',
  /** A name another active list the user sees already has (`listNameKey`): on create and rename. */
  duplicateName: 'Já existe uma lista ativa com este nome. Escolha outro nome.',
  /** DELETE …/coordinator without a user_id, or with one that is no user id at all. */
  userRequired: 'Informe o usuário (user_id)',
  invalidUser: 'Usuário inválido (user_id)',
  /** POST …/recover of a list that is not deleted (422). */
  notDeleted: 'A lista não está na lixeira',
  /**
   * A list the user cannot see (deleted, never or no longer shared with them, another account's), 404: what
   * someone working on it hears when it is unshared or deleted meanwhile. The same words whether it exists.
   */
  notFound: 'Lista não encontrada: ela foi excluída ou não está compartilhada com você.',
} as const;

/**
 * Two list names a seller cannot tell apart in a list picker: equal once case and whitespace are ignored
 * ("Nova lista", " nova  LISTA", "NovaLista"). Accents count ("Sao" and "São" are different names).
 */
export const listNameKey = (name: string): string => name.toLocaleLowerCase('pt-BR').replace(/\s+/g, '');

const uuidParam = z.string({ error: 'Identificador inválido' });
export const listIdParamsSchema = z.object({ id: uuidParam });
export const overviewParamsSchema = z.object({ id: uuidParam, userId: uuidParam });

/** A list's name at most (a history entry's name has the same cap, so a search's name fits a list). */
export const LIST_NAME_MAX = 120;
const nameSchema = z
  .string({ error: requiredError('Informe o nome da lista', 'O nome da lista deve ser um texto') })
  .trim()
  .min(1, 'Informe o nome da lista')
  .max(LIST_NAME_MAX, `O nome deve ter no máximo ${LIST_NAME_MAX} caracteres`);
const descriptionSchema = z.string().trim().max(1000, 'A descrição deve ter no máximo 1000 caracteres');

/** The spec's star is a string; "true"/"false" (booleans accepted on input). */
export const starSchema = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true');

export const listAuthorSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
});
export const listMemberSchema = z.object({ id: z.string(), email: z.string(), name: z.string() });

/** The spec's List (infoset). `contacts` is the number of companies in it. */
export const infoSetSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  archived: z.boolean(),
  contacts: z.number(),
  star: z.enum(['true', 'false']),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
  author: listAuthorSchema,
  members: z.array(listMemberSchema),
  emailsValidationStatus: z.string(),
  emailsValidationStartedAt: z.string().nullable(),
  phonesValidationStatus: z.string(),
  phonesValidationStartedAt: z.string().nullable(),
  /** Companies added after the last e-mail / phone validation started: that validation did not see them. */
  emailsAddedSinceValidation: z.number(),
  phonesAddedSinceValidation: z.number(),
  search_ids: z.array(z.string()),
  /** Whether an active autoplay feeds this list. */
  autoplayActive: z.boolean(),
  /**
   * Companies of the list `prospectedBy` moved out of "A prospectar": the signed-in user's own statuses on a
   * list they work (its author or a member), its author's for an owner or a manager supervising it.
   */
  prospected: z.number(),
  /** Whose statuses `prospected` counts (the lists root opens the list on that person's prospecting). */
  prospectedBy: z.string(),
});
export type InfoSet = z.infer<typeof infoSetSchema>;

/**
 * GET /api/info_sets?page=&query=&updated_at=desc|asc&deleted=true&author_id= — starred first, then by updated_at.
 */
export const listsQuerystringSchema = z.object({
  page: z.coerce
    .number({ error: 'Página inválida' })
    .int('Página inválida')
    .min(1, 'Página inválida')
    .default(1),
  query: z.string().trim().max(120, 'Busca muito longa').optional(),
  updated_at: z.enum(['asc', 'desc'], { error: 'Use asc ou desc' }).default('desc'),
  /** true: only the deleted (recoverable) lists. */
  deleted: z.enum(['true', 'false'], { error: 'Use true ou false' }).optional(),
  archived: z.enum(['true', 'false'], { error: 'Use true ou false' }).optional(),
  /** Only the lists this user wrote (the lists root's "Autor"). */
  author_id: z.uuid({ error: 'Autor inválido' }).optional(),
});
/** A person who wrote lists the user sees (the lists root's "Autor" choices). */
export const listsAuthorSchema = z.object({ id: z.string(), name: z.string() });
export const listsResponseSchema = z.object({
  info_sets: z.array(infoSetSchema),
  total: z.number(),
  page: z.number(),
  total_pages: z.number(),
  /**
   * Everyone who wrote a list the user sees in this view (active, archived or deleted), by name, whatever the
   * name searched or the author chosen: the choices of the lists root's "Autor" (ours).
   */
  authors: z.array(listsAuthorSchema),
});
export type ListsResponse = z.infer<typeof listsResponseSchema>;

/** POST /api/info_sets */
export const createListBodySchema = z.object({
  info_set: z.object(
    { name: nameSchema, description: descriptionSchema.optional() },
    { error: requiredError('Informe info_set', 'info_set deve ser um objeto com o nome da lista') },
  ),
  /** With history_search_id: the new list is fed by an autoplay of that saved search. */
  autoplayActive: z.boolean().optional(),
  history_search_id: z.string().optional(),
});
export type CreateListBody = z.input<typeof createListBodySchema>;

/** PATCH /api/info_sets/:id — company_count is accepted and ignored (the server counts). */
export const updateListBodySchema = z.object({
  info_set: z.object(
    {
      id: z.string().optional(),
      name: nameSchema.optional(),
      description: descriptionSchema.nullable().optional(),
      star: starSchema.optional(),
      archived: z.boolean({ error: 'archived deve ser verdadeiro ou falso' }).optional(),
      company_count: z.number().optional(),
    },
    { error: requiredError('Informe info_set', 'info_set deve ser um objeto com o nome da lista') },
  ),
});
export type UpdateListBody = z.input<typeof updateListBodySchema>;

/** POST and DELETE /api/info_sets/:id/coordinator (DELETE also takes ?user_id=). */
export const coordinatorBodySchema = z.object({
  user_id: z.string({ error: requiredError(LIST_MESSAGES.userRequired, 'Usuário inválido (user_id)') }),
});
export const coordinatorQuerystringSchema = z.object({ user_id: z.string().optional() });

/** GET /api/user/supervised_users_to_share_list */
export const shareableUsersResponseSchema = z.object({
  users: z.array(z.object({ id: z.string(), name: z.string(), email: z.string(), role: roleSchema })),
});

/** The spec's List overview of one user on a list; total = prospect_started + prospect_exported. */
export const listOverviewSchema = z.object({
  prospect_started: z.number(),
  prospect_exported: z.number(),
  interactions: z.number(),
  searches: z.number(),
  info_added: z.number(),
  /** Interactions per started prospect (0 when none started), two decimals. */
  prospect_effort: z.number(),
  total: z.number(),
});
export type ListOverview = z.infer<typeof listOverviewSchema>;

/**
 * GET /api/info_sets/:id/progress — how far the signed-in user's prospecting of the list went; an owner's or a
 * manager's on a list they only supervise is its author's (as the lists root's bar).
 */
export const listProgressSchema = z.object({
  total: z.number(),
  /** Companies moved out of 'a_prospectar'. */
  started: z.number(),
  /** Companies in 'sucesso' or 'descartado'. */
  finished: z.number(),
  /** finished / total × 100, rounded. */
  percent: z.number(),
});

/** POST /api/accuracy_data_feedback/create — a user reports wrong data of a company. */
export const accuracyFeedbackBodySchema = z.object({
  cnpj: cnpjValueSchema,
  info_set_id: z.string().optional(),
  fields: z.array(z.string().trim().min(1).max(60)).max(30, 'No máximo 30 campos').default([]),
  comment: z.string().trim().max(2000, 'O comentário deve ter no máximo 2000 caracteres').optional(),
});
export const accuracyFeedbackResponseSchema = z.object({ id: z.string(), message: z.string() });

/**
 * POST /api/infosets/viables — whether a list can receive more companies given export credits: viable when
 * the account's remaining export credits cover `count` (default 1) new companies, or, with `cnpjs`, the
 * ones of them the account never exported (already exported ones are free).
 */
export const viablesBodySchema = z.object({
  info_set_id: z.string().optional(),
  count: z.number().int('Informe um número inteiro').min(0).max(1_000_000).optional(),
  cnpjs: z.array(cnpjValueSchema).max(10_000, 'No máximo 10000 CNPJs').optional(),
});
export const viablesResponseSchema = z.object({
  viable: z.boolean(),
  required: z.number(),
  remaining: z.number(),
});
