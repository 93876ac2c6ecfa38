// The automatic first list (spec core §5 "Other", §9; `create_automatic_list_modal`): a newcomer — a user who
// may search and never made a list of their own — is offered once, over a search's results, to turn its first
// companies into their first list. GET user/get_create_list_automatic_event says whether it may be offered now;
// POST user/add_create_list_automatic_event records the offer and its answer, "Criar lista" creating the list.
import { z } from 'zod';
import { LIST_NAME_MAX } from './lists-api.ts';
import { requiredError } from './zod-messages.ts';

export const AUTOMATIC_LIST_API_PATHS = {
  offer: '/api/user/get_create_list_automatic_event',
  answer: '/api/user/add_create_list_automatic_event',
} as const;

/** The companies that go in: the search's first page (spec §9: a results page is 10). */
export const AUTOMATIC_LIST_SIZE = 10;
/** Spec §5 and §9: nothing is offered with fewer export credits left (total minus consumed). */
export const AUTOMATIC_LIST_MIN_CREDITS = 10;
/** Spec §9: after this long without an answer the modal marks its recommended option as chosen. */
export const AUTOMATIC_LIST_PRESELECT_MS = 15_000;
/** The name offered when the search's filters give none. */
export const AUTOMATIC_LIST_DEFAULT_NAME = 'Minha primeira lista';

/**
 * The answers: `offered` when the modal opens (never offered again, whatever the answer), `accepted`
 * ("Criar lista": the list is made and filled in the same transaction), `declined` ("Agora não", Esc) and
 * `never_show` ("Não mostrar de novo": declined for good, the spec's "do not show" flag).
 */
export const AUTOMATIC_LIST_ACTIONS = ['offered', 'accepted', 'declined', 'never_show'] as const;
export type AutomaticListAction = (typeof AUTOMATIC_LIST_ACTIONS)[number];

export const AUTOMATIC_LIST_MESSAGES = {
  notOffered: 'A lista automática não está disponível para você agora.',
  answered: 'Esta oferta já foi respondida.',
  searchRequired: 'Informe a busca (search_id)',
  nameRequired: 'Informe o nome da lista',
  noCompanies: 'Esta busca não encontrou empresas para a lista.',
  badAction: 'Ação inválida: use offered, accepted, declined ou never_show',
} as const;

/** GET user/get_create_list_automatic_event (the spec's response is not shown: ours). */
export const automaticListOfferSchema = z.object({
  /** Every rule checked on the server: a newcomer who may search, with the credits, never offered before. */
  show: z.boolean(),
  /** Export credits left (total minus consumed), said in the modal beside the cost. */
  export_credits_remaining: z.number(),
  /** How many of the search's companies go in (its first ones, in its order). */
  list_size: z.number(),
});
export type AutomaticListOffer = z.infer<typeof automaticListOfferSchema>;

export const automaticListAnswerBodySchema = z
  .strictObject({
    action: z.enum(AUTOMATIC_LIST_ACTIONS, {
      error: requiredError('Informe a ação (action)', AUTOMATIC_LIST_MESSAGES.badAction),
    }),
    /** `accepted`: the stored search whose first companies go in. */
    search_id: z.string().max(64, 'Busca inválida (search_id)').optional(),
    /** `accepted`: the new list's name (the lists' own rules: a name another active list has is refused). */
    info_set_name: z
      .string()
      .trim()
      .min(1, AUTOMATIC_LIST_MESSAGES.nameRequired)
      .max(LIST_NAME_MAX, `O nome deve ter no máximo ${LIST_NAME_MAX} caracteres`)
      .optional(),
  })
  .superRefine((b, ctx) => {
    if (b.action !== 'accepted') return;
    if (b.search_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['search_id'], message: AUTOMATIC_LIST_MESSAGES.searchRequired });
    if (b.info_set_name === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['info_set_name'],
        message: AUTOMATIC_LIST_MESSAGES.nameRequired,
      });
  });
export type AutomaticListAnswerBody = z.input<typeof automaticListAnswerBodySchema>;

export const automaticListAnswerResponseSchema = z.object({
  action: z.enum(AUTOMATIC_LIST_ACTIONS),
  /** `accepted`: the new list, else null. */
  info_set_id: z.string().nullable(),
  /** `accepted`: companies put in the list and export credits spent (1 per company new to the account). */
  added: z.number(),
  charged: z.number(),
  credits_remaining: z.number(),
});
export type AutomaticListAnswerResponse = z.infer<typeof automaticListAnswerResponseSchema>;
