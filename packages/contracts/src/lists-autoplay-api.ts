// Autoplay: a saved search with autoplay on keeps adding its new companies to a list (spec core §5, §6,
// §7 "History and autoplay"). Only paying account types (active, suspended, migrated) may use it.
import { z } from 'zod';
import { LIST_NAME_MAX } from './lists-api.ts';

export const AUTOPLAY_API_PATHS = {
  setActiveness: '/api/history_search/:id/set_autoplay_activeness',
  create: '/api/history_search/:id/create_autoplay',
  disableAll: '/api/user/autoplay/disable_all',
  creditsUsed: '/api/user/autoplay/credits_used',
  showSurvey: '/api/user/autoplay/show_survey',
  autoplay: '/api/user/autoplay/:id',
} as const;

export const PAYING_ACCOUNT_TYPES = ['active', 'suspended', 'migrated'] as const;
export const AUTOPLAY_STATUSES = ['active', 'paused', 'no_credits', 'list_deleted'] as const;
export const AUTOPLAY_MESSAGES = {
  noCredits: 'Autoplay pausado: os créditos de exportação acabaram',
  listDeleted: 'Autoplay pausado: a lista foi excluída',
  alreadyExists: 'Esta busca já tem um autoplay',
  notFound: 'Autoplay não encontrado',
} as const;

export const autoplaySchema = z.object({
  id: z.string(),
  history_search_id: z.string(),
  search_id: z.string(),
  info_set_id: z.string(),
  active: z.boolean(),
  status: z.enum(AUTOPLAY_STATUSES),
  status_message: z.string().nullable(),
  credits_used: z.number(),
  companies_added: z.number(),
  runs: z.number(),
  last_run_at: z.string().nullable(),
  next_run_at: z.string().nullable(),
  created_at: z.string(),
});
export type Autoplay = z.infer<typeof autoplaySchema>;

export const autoplayIdParamsSchema = z.object({ id: z.string() });
/** PATCH /api/history_search/:id/set_autoplay_activeness */
export const setActivenessBodySchema = z.object({
  value: z.boolean({ error: 'value deve ser verdadeiro ou falso' }),
});
/** POST /api/history_search/:id/create_autoplay — into an existing list, or a new one (named after the search). */
export const createAutoplayBodySchema = z.object({
  info_set_id: z.string().optional(),
  info_set_name: z.string().trim().min(1, 'Informe o nome da lista').max(LIST_NAME_MAX).optional(),
});
export const setActivenessResponseSchema = z.object({
  autoplay: z.boolean(),
  autoplayId: z.string().nullable(),
});
export const disableAllResponseSchema = z.object({ disabled: z.number() });
export const creditsUsedResponseSchema = z.object({ credits_used: z.number() });
/** Shown after the user turned an autoplay off (once per disabled autoplay; the web decides when to ask). */
export const showSurveyResponseSchema = z.object({ show: z.boolean() });
