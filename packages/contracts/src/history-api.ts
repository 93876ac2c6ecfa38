// Search history and default search endpoints (spec core §7 "History and autoplay").
import { z } from 'zod';
import { decisionMakerSchema } from './search-company.ts';
import { requiredError } from './zod-messages.ts';

export const HISTORY_API_PATHS = {
  history: '/api/history_search',
  entry: '/api/history_search/:id',
  decisors: '/api/history_search/get_decisors/:id/:count',
  defaultSearch: '/api/user/default_search',
  updateDefaultSearch: '/api/user/update_default_search',
} as const;

export const DUPLICATE_HISTORY_NAME_MESSAGE = 'Nome da lista já existe no histórico';
export const HISTORY_PAGE_SIZE = 10;
export const MAX_DECISORS_COMPANIES = 100;

/** Two names are the same name when they are equal once all whitespace is removed. */
export const historyNameKey = (name: string): string => name.replace(/\s+/g, '');

const nameSchema = z
  .string({ error: requiredError('Informe o nome', 'O nome deve ser um texto') })
  .trim()
  .min(1, 'Informe o nome')
  .max(120, 'O nome deve ter no máximo 120 caracteres');
/** The columns' limit (PostgreSQL integer): a whole registry's results or employees stay far below it. */
const MAX_COUNT = 2_147_483_647;
const countSchema = z
  .number({ error: 'Informe um número' })
  .int('Informe um número inteiro')
  .min(0, 'Valores negativos não são permitidos')
  .max(MAX_COUNT, 'Número grande demais');

/**
 * The most a saved search's `selected_filters` may take, as UTF-8 JSON. What the web keeps there is the
 * search's filters as URL parameters: two pasted CNPJ lists of 5 000 (the most a search takes) make about
 * 290 KB, so 64 KB would refuse real searches; anything past this is no filter state of ours.
 */
export const MAX_SELECTED_FILTERS_BYTES = 512 * 1024;

const jsonBytes = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value) ?? '').length;

/** The spec's Search history entry. */
export const historyEntrySchema = z.object({
  id: z.string(),
  searchId: z.string(),
  name: z.string(),
  totalResults: z.number(),
  totalEmployees: z.number(),
  createdAt: z.string(),
  autoplay: z.boolean(),
  autoplayId: z.string().nullable(),
  selected_filters: z.unknown(),
  /** Not counted when saving; the get_decisors call lists them. */
  totalDecisors: z.number().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** POST /api/history_search */
export const historyCreateBodySchema = z.object({
  search_id: z.string({ error: requiredError('Informe a busca (search_id)', 'Busca inválida (search_id)') }),
  name: nameSchema,
  total_results: countSchema,
  total_employees: countSchema.default(0),
  selected_filters: z
    .unknown()
    .optional()
    .refine((value) => value === undefined || jsonBytes(value) <= MAX_SELECTED_FILTERS_BYTES, {
      error: `Os filtros da busca passam de ${MAX_SELECTED_FILTERS_BYTES / 1024} KB e não cabem no histórico`,
    }),
});
export type HistoryCreateBody = z.input<typeof historyCreateBodySchema>;

/** GET /api/history_search?page= — the user's saved searches, latest first, 10 a page. */
export const historyListResponseSchema = z.object({
  page: z.number(),
  page_size: z.number(),
  total: z.number(),
  history: z.array(historyEntrySchema),
});

export const historyIdParamsSchema = z.object({ id: z.string() });
/** PATCH /api/history_search/:id (rename; the same duplicate-name rule). */
export const historyRenameBodySchema = z.object({ name: nameSchema });

/** GET /api/history_search/get_decisors/:id/:count — decision makers of the first `count` companies of the search. */
export const decisorsParamsSchema = z.object({
  id: z.string(),
  count: z.coerce
    .number({ error: 'Quantidade inválida' })
    .int('Quantidade inválida')
    .min(1, 'Quantidade inválida')
    .max(MAX_DECISORS_COMPANIES, `No máximo ${MAX_DECISORS_COMPANIES} empresas`),
});
export const decisorsResponseSchema = z.object({
  totalDecisors: z.number(),
  companies: z.array(
    z.object({
      cnpj: z.string(),
      razao_social: z.string().nullable(),
      nome_fantasia: z.string().nullable(),
      decisores: z.array(decisionMakerSchema),
    }),
  ),
});
export type DecisorsResponse = z.infer<typeof decisorsResponseSchema>;

/** GET /api/user/default_search — `id` is a search id (/search/{id}); null when none was chosen. */
export const defaultSearchResponseSchema = z.object({ id: z.string().nullable(), active: z.boolean() });
export type DefaultSearchResponse = z.infer<typeof defaultSearchResponseSchema>;

/** PATCH /api/user/update_default_search — omit default_search to keep the current one. */
export const updateDefaultSearchBodySchema = z.object({
  default_search: z.string().nullable().optional(),
  use_default_search: z.boolean({ error: 'Use true ou false' }),
});
