// Search endpoints (spec core §7 "Search"): one zod contract per endpoint, path strings as constants.
// Search bodies are the DSL of search-query.ts; the server normalises them again with the spec §5 and
// role rules before validating, so the body schema here only says "an object".
import { z } from 'zod';
import { isValidCnpj, normalizeDocument } from './cnpj.ts';
import { SEARCH_PAGE_SIZE } from './query-rules.ts';
import { lookAlikeRowSchema } from './search-company.ts';
import { MAX_OFFSET, MAX_RETURN_SIZE } from './search-fields.ts';
import type { SearchQuery, SearchQueryInput } from './search-query.ts';
import { searchAnswerSchema, searchSummarySchema } from './search-result.ts';

export const SEARCH_API_PATHS = {
  create: '/api/v4/search/create',
  find: '/api/v4/search/find/:id',
  result: '/api/searches/result',
  cnpjsBySearch: '/api/searches/get_cnpjs_by_search',
  zipDistance: '/api/searches/zip_distance',
  lookALike: '/api/searches/look_a_like',
  exportedCompaniesCount: '/api/accounts/exported_companies_count',
  filters: '/api/filters/:env',
} as const;

/** The message of every search endpoint while the registry file has not been imported yet (503). */
export const REGISTRY_MISSING_MESSAGE =
  'A base de empresas ainda não foi importada. Tente novamente em alguns minutos.';

/** Any DSL query (validated by the server after normalisation); typed for clients as SearchQueryInput. */
export const searchQueryBodySchema = z.record(z.string(), z.unknown(), {
  error: 'Envie a busca como um objeto JSON',
}) as unknown as z.ZodType<SearchQueryInput, SearchQueryInput>;

const booleanFlag = z
  .enum(['true', 'false'], { error: 'Use true ou false' })
  .optional()
  .transform((v) => v !== 'false');

/** POST /api/v4/search/create?persist=false: `persist=false` answers the summary only and stores nothing. */
export const searchCreateQuerystringSchema = z.object({ persist: booleanFlag });

/** 200 of POST /api/v4/search/create with persist (the default): the stored search and its answer. */
export const searchCreateResponseSchema = z.object({ id: z.string(), search: searchAnswerSchema });
export type SearchCreateResponse = z.infer<typeof searchCreateResponseSchema>;

/** 200 of POST /api/v4/search/create?persist=false: nothing stored, no rows, no facets. */
export const searchSummaryResponseSchema = z.object({
  id: z.null(),
  search: z.object({ total: z.number(), summary: searchSummarySchema, releaseDate: z.string().nullable() }),
});
export type SearchSummaryResponse = z.infer<typeof searchSummaryResponseSchema>;

export const searchIdParamsSchema = z.object({ id: z.string() });

/** The last page a search reaches, 10 a page, before its offset passes MAX_OFFSET (1 001). */
export const MAX_SEARCH_PAGE = Math.floor(MAX_OFFSET / SEARCH_PAGE_SIZE) + 1;

/** GET /api/v4/search/find/:id?page= — re-runs the stored query; `page` (10 a page) overrides its offset. */
export const searchFindQuerystringSchema = z.object({
  page: z.coerce
    .number({ error: 'Página inválida' })
    .int('Página inválida')
    .min(1, 'Página inválida')
    // In pages, as the caller asked: the offset it would become is ours, not theirs.
    .max(
      MAX_SEARCH_PAGE,
      `A busca mostra no máximo ${MAX_SEARCH_PAGE.toLocaleString('pt-BR')} páginas; refine os filtros`,
    )
    .optional(),
});
export const searchFindResponseSchema = z.object({
  id: z.string(),
  /** The normalised query as stored: restore the filters from it. */
  query: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  search: searchAnswerSchema,
});
export type SearchFindResponse = z.infer<typeof searchFindResponseSchema> & { query: SearchQuery };

/** POST /api/searches/result */
export const searchResultResponseSchema = z.object({ companies_count: z.number() });

/** POST /api/searches/get_cnpjs_by_search: a stored search (search_id) or a query, paged by offset. */
export const cnpjsBySearchBodySchema = z
  .strictObject(
    {
      search_id: z.string().optional(),
      query: searchQueryBodySchema.optional(),
      offset: z
        .number({ error: 'O deslocamento (offset) deve ser um número' })
        .int('O deslocamento (offset) deve ser um número inteiro')
        .min(0, 'O deslocamento (offset) não pode ser negativo')
        .default(0),
      return_size: z
        .number({ error: 'A quantidade de resultados (return_size) deve ser um número' })
        .int('A quantidade de resultados (return_size) deve ser um número inteiro')
        .min(1, 'A quantidade de resultados (return_size) deve ser ao menos 1')
        .max(MAX_RETURN_SIZE, `A quantidade de resultados (return_size) máxima é ${MAX_RETURN_SIZE}`)
        .default(MAX_RETURN_SIZE),
    },
    {
      error: (iss) =>
        iss.code === 'unrecognized_keys' ? `Campo desconhecido: ${iss.keys.join(', ')}` : undefined,
    },
  )
  .refine((b) => (b.search_id === undefined) !== (b.query === undefined), {
    error: 'Informe search_id ou query (apenas um deles)',
  });
export type CnpjsBySearchBody = z.input<typeof cnpjsBySearchBodySchema>;
export const cnpjsBySearchResponseSchema = z.object({
  cnpjs: z.array(z.string()),
  offset: z.number(),
  return_size: z.number(),
});

/** POST /api/searches/zip_distance: a query whose search.where has cep_distance { cep, distance }. */
export const cepInfoSchema = z.object({
  cep: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  cd_municipio: z.number(),
  municipio: z.string().nullable(),
  uf: z.string(),
  /** How the CEP was placed: the exact CEP, or the municipality most common among CEPs sharing 5 / 3 digits. */
  precision: z.enum(['cep', 'prefixo5', 'prefixo3']),
});
export const zipDistanceResponseSchema = z.object({ cep_info: cepInfoSchema, companies_count: z.number() });
export type ZipDistanceResponse = z.infer<typeof zipDistanceResponseSchema>;

/** Each entry checked; the message names the bad ones. */
export const cnpjEntriesSchema = z
  .array(z.string({ error: 'Informe CNPJs como texto' }), { error: 'Informe uma lista de CNPJs' })
  .min(1, 'Informe ao menos um CNPJ')
  .max(100, 'No máximo 100 CNPJs')
  .superRefine((values, ctx) => {
    const invalid = values.filter((v) => !isValidCnpj(v));
    if (invalid.length > 0) {
      ctx.addIssue({ code: 'custom', message: `CNPJ inválido: ${invalid.join(', ')}`, params: { invalid } });
    }
  })
  .transform((values) => [...new Set(values.map(normalizeDocument))]);

/** POST /api/searches/look_a_like */
export const lookALikeBodySchema = z.object({
  nu_cnpj: cnpjEntriesSchema,
  return_size: z.number().int().min(1).max(100).default(10),
});
export const lookALikeResponseSchema = z.object({ companies: z.array(lookAlikeRowSchema) });

/** GET /api/accounts/exported_companies_count */
export const exportedCompaniesCountResponseSchema = z.object({ exported_companies_count: z.number() });

/** GET /api/filters/:env — the filter catalogue document (packages/contracts/src/filter-catalogue.ts). */
export const FILTER_ENVIRONMENTS = ['app', 'staging', 'dev', 'local'] as const;
export const filtersParamsSchema = z.object({
  env: z.enum(FILTER_ENVIRONMENTS, { error: 'Ambiente inválido (use app, staging, dev ou local)' }),
});
/** The document's own shape belongs to filter-catalogue.ts; this contract only pins the environment. */
export const filterCatalogueResponseSchema = z
  .object({ environment: z.enum(FILTER_ENVIRONMENTS) })
  .catchall(z.unknown());
