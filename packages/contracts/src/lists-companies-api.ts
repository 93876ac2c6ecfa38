// Companies of a list: adding them from a search (export credits), the table, the detail, each user's
// prospecting status, the kanban, the metrics and copy interactions (spec core §3 Company and Company
// metrics, §7 Companies and POST searches/companies/export).
import { z } from 'zod';
import { cnpjValueSchema } from './companies-api.ts';
import { errorBodySchema } from './errors.ts';
import { LIST_NAME_MAX } from './lists-api.ts';
import {
  type CompanyRegistry,
  companyDetailSchema,
  companyRegistrySchema,
  decisionMakerSchema,
  lookAlikeRowSchema,
} from './search-company.ts';
import { type SearchResultRow, searchResultRowSchema } from './search-result.ts';
import { EMAIL_RESULTS } from './validation-api.ts';
import { requiredError } from './zod-messages.ts';

export const LIST_COMPANIES_API_PATHS = {
  exportToList: '/api/searches/companies/export',
  companies: '/api/v4/info_sets/:id/companies',
  company: '/api/v4/info_sets/:id/companies/:companyId',
  prospecting: '/api/info_sets/:id/company/user_prospecting_data',
  kanban: '/api/v4/info_sets/:id/kanbam',
  decisors: '/api/v4/info_sets/:id/decisors',
  metrics: '/api/info_sets/:id/metrics',
  copyData: '/api/companies/:id/copy_data',
  lookALike: '/api/info_sets/:id/look_a_like',
  cnpjs: '/api/v4/info_sets/:id/cnpjs',
  remove: '/api/v4/info_sets/:id/companies/remove',
  restore: '/api/v4/info_sets/:id/companies/restore',
  companyLists: '/api/v4/companies/lists',
} as const;

/** Kanban columns in order; a company without a status of the user is 'a_prospectar'. */
export const PROSPECTING_STATUSES = [
  'a_prospectar',
  'contatado',
  'interessado',
  'interesse_futuro',
  'sucesso',
  'descartado',
] as const;
export const prospectingStatusSchema = z.enum(PROSPECTING_STATUSES, {
  error: `Status inválido (use ${PROSPECTING_STATUSES.join(', ')})`,
});
export type ProspectingStatus = z.infer<typeof prospectingStatusSchema>;
/** The statuses of a company a user has moved on ("Em prospecção" of the metrics: all but 'a_prospectar'). */
export const IN_PROSPECTING_STATUSES = PROSPECTING_STATUSES.filter((s) => s !== 'a_prospectar');

/** `query=`: part of a company's name or of its CNPJ (the list table's search box). */
export const listSearchSchema = z.string().trim().max(120, 'Busca muito longa').optional();

/**
 * `status=a,b` (or repeated): the table shows only the companies whose status, for the user it is read for, is
 * one of them. Each must be a status; none given is no filter.
 */
export const statusFilterSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => [...new Set((Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))])
  .pipe(z.array(prospectingStatusSchema))
  .optional();

export const PROSPECTING_STATUS_LABELS: Record<ProspectingStatus, string> = {
  a_prospectar: 'A prospectar',
  contatado: 'Contatado',
  interessado: 'Interessado',
  interesse_futuro: 'Interesse futuro',
  sucesso: 'Sucesso',
  descartado: 'Descartado',
};

export const LIST_COMPANIES_PAGE_SIZE = 10;
export const KANBAN_PAGE_SIZE = 10;
/** Companies fetched from the registry per step when adding all results of a search. */
export const EXPORT_BATCH_SIZE = 600;
/** Most companies one add may bring (the registry pages results up to this offset). */
export const MAX_EXPORT_COMPANIES = 10_600;
/** The click-to-copy counter stops at this many copies per company per user. */
export const COPY_COUNTER_CAP = 5;

const pageSchema = z.coerce
  .number({ error: 'Página inválida' })
  .int('Página inválida')
  .min(1, 'Página inválida')
  .max(100_000, 'Página inválida')
  .default(1);
/** `view_as=`: the user whose prospecting statuses are read (an owner or a manager may name anyone of the account). */
export const viewAsSchema = z.string().max(64, 'Usuário inválido').optional();

/**
 * `sort=`: the table's order (and so the list by decision makers', the look-alike's profile and a company's
 * steps): the companies added last first (the default), added first, by the name the table shows (nome
 * fantasia, else razão social) A–Z or Z–A, or by status along the funnel (A prospectar … Descartado) or back;
 * ties by the companies added last.
 */
export const LIST_SORTS = ['recent', 'oldest', 'name', 'name_desc', 'status', 'status_desc'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export const LIST_SORT_LABELS: Record<ListSort, string> = {
  recent: 'Adicionadas por último',
  oldest: 'Adicionadas primeiro',
  name: 'Nome (A–Z)',
  name_desc: 'Nome (Z–A)',
  status: 'Status (A prospectar primeiro)',
  status_desc: 'Status (Descartado primeiro)',
};
/** A value (an address's `ordem`, a select's) as an order of the table; anything else is the default. */
export const listSortOf = (value: string | null | undefined): ListSort =>
  LIST_SORTS.find((sort) => sort === value) ?? 'recent';
export const listSortSchema = z
  .enum(LIST_SORTS, { error: `Ordem inválida (use ${LIST_SORTS.join(', ')})` })
  .default('recent');

/**
 * POST /api/searches/companies/export — adds `cnpjs` (or, without them, every result of the search) to
 * the list `info_set_id` or to a new list named `info_set_name`. One export credit per company new to the
 * account; all or nothing; a retry (same body or same Idempotency-Key header) adds and charges nothing twice.
 */
export const exportToListBodySchema = z
  .object({
    search_id: z.string({
      error: requiredError('Informe a busca (search_id)', 'Busca inválida (search_id)'),
    }),
    cnpjs: z.array(cnpjValueSchema).min(1, 'Informe ao menos um CNPJ').max(MAX_EXPORT_COMPANIES).optional(),
    info_set_id: z.string().optional(),
    info_set_name: z.string().trim().min(1, 'Informe o nome da lista').max(LIST_NAME_MAX).optional(),
    /** Overrides the stored search's flag: skip companies the account already exported. */
    eliminate_cnpjs_already_exported_in_account: z.boolean().optional(),
  })
  .refine((b) => b.info_set_id !== undefined || b.info_set_name !== undefined, {
    error: 'Informe a lista (info_set_id) ou o nome de uma nova lista (info_set_name)',
  });
export type ExportToListBody = z.input<typeof exportToListBodySchema>;
export const exportToListResponseSchema = z.object({
  info_set_id: z.string(),
  /** Companies put in the list by this request. */
  added: z.number(),
  /** Export credits spent by this request. */
  charged: z.number(),
  /** Already in the list. */
  skipped_in_list: z.number(),
  /** Left out because the account already exported them (eliminate_cnpjs_already_exported_in_account). */
  skipped_exported: z.number(),
  /** Chosen CNPJs left out because the registry has no such establishment (valid check digits only). */
  skipped_unknown: z.number(),
  credits_remaining: z.number(),
});
/**
 * 422 of `searches/companies/export` when none of the chosen CNPJs is in the registry: nothing is added, no list
 * is created, no credit is spent.
 */
export const unknownCnpjsMessage = (count: number): string =>
  count === 1
    ? 'Este CNPJ não está na base da Receita Federal: nenhuma empresa foi adicionada à lista.'
    : `Nenhum dos ${count} CNPJs está na base da Receita Federal: nenhuma empresa foi adicionada à lista.`;
export type ExportToListResponse = z.infer<typeof exportToListResponseSchema>;

export const listCompanyParamsSchema = z.object({ id: z.string(), companyId: z.string() });
/**
 * GET /api/v4/info_sets/:id/companies/:companyId?query=&status=&sort= — the table's search, status filter and order, which
 * `neighbours` follow.
 */
export const listCompanyQuerystringSchema = z.object({
  query: listSearchSchema,
  status: statusFilterSchema,
  view_as: viewAsSchema,
  /** The order the neighbours follow: the table's (`sort`), or a kanban column's (the last moved first) when opened from it. */
  order: z.enum(['table', 'kanban'], { error: 'Ordem inválida' }).default('table'),
  sort: listSortSchema,
});

/** The spec's Company inside a list. additionalData is the registry row (null if the registry lacks it). */
export const listCompanySchema = z.object({
  id: z.string(),
  status: prospectingStatusSchema,
  cnpj: z.string(),
  name: z.string().nullable(),
  createdAt: z.string(),
  /**
   * CNPJs of the same company root (matriz first, then filiais) in the registry, on the detail only: the
   * first page of them (GET /companies/:cnpj/cnpjs_group pages the rest); `cnpjsGroupTotal` counts them all.
   */
  cnpjsGroup: z.array(z.string()),
  cnpjsGroupTotal: z.number().optional(),
  /**
   * The registry's record: on the table's rows the columns a results row shows, on the detail the whole record
   * (address, secondary CNAEs, natureza, Simples and MEI, how many other companies carry its phone or e-mail,
   * the situação's date and reason, complaints) except its people, which are in `administrationData`.
   */
  additionalData: z.union([companyRegistrySchema, searchResultRowSchema]).nullable(),
  /**
   * On the detail only: how many times the signed-in user copied this company's contacts (each copy counted
   * by POST /companies/:id/copy_data), capped at 5.
   */
  copies: z.number().optional(),
  /** Partners and decision makers; on the detail only. */
  administrationData: companyDetailSchema.pick({ socios: true, decisores: true }).nullable(),
  website: z.string().nullable(),
  /**
   * The list's validation outcomes for the company's contacts: each validated phone (national number → valid)
   * and the e-mail's result (null when not validated).
   */
  validation: z
    .object({ phones: z.record(z.string(), z.boolean()), email: z.enum(EMAIL_RESULTS).nullable() })
    .optional(),
  /**
   * On the detail only: the companies just before and after it in the list's table order (`?sort=`)
   * among those the table's search and status filter find (`?query=&status=`; the whole list without them) and
   * the company itself, even when it no longer matches (its status just changed), so a seller works through the
   * list one company after another; `position` is 1-based among `total`.
   */
  neighbours: z
    .object({
      previous: z.string().nullable(),
      next: z.string().nullable(),
      position: z.number(),
      total: z.number(),
      /** The company no longer matches the filter (moved on): `total` counts it, the others are `total - 1`. */
      outside: z.boolean().optional(),
    })
    .optional(),
});
export type ListCompany = z.infer<typeof listCompanySchema>;

/** Whether a list company's registry data is the detail's whole record (not a table row's columns). */
export const isCompanyRegistry = (row: CompanyRegistry | SearchResultRow): row is CompanyRegistry =>
  'cnaes_secundarias' in row;

/**
 * GET /api/v4/info_sets/:id/companies?page=&query=&status=&sort= (query: part of the name or of the CNPJ; status: see
 * statusFilterSchema).
 */
export const listCompaniesQuerystringSchema = z.object({
  page: pageSchema,
  query: listSearchSchema,
  status: statusFilterSchema,
  view_as: viewAsSchema,
  sort: listSortSchema,
});
/**
 * POST /api/info_sets/:id/look_a_like?query=&status=&view_as= — active companies like the list's: the first
 * LIST_LOOK_ALIKE_SEEDS companies the table finds (its search and status filter, in its order) are the profile;
 * the answer leaves out every company already in the list, most similar first, at most LIST_LOOK_ALIKE_SIZE.
 */
export const LIST_LOOK_ALIKE_SEEDS = 100;
export const LIST_LOOK_ALIKE_SIZE = 100;
export const listLookALikeQuerystringSchema = listCompaniesQuerystringSchema.omit({ page: true });
export const listLookALikeResponseSchema = z.object({
  /** How many of the list's companies made the profile. */
  seeds: z.number(),
  companies: z.array(lookAlikeRowSchema),
});
export type ListLookALike = z.infer<typeof listLookALikeResponseSchema>;

/**
 * GET /api/v4/info_sets/:id/cnpjs?query=&status=&view_as=&sort= (ours): the CNPJs of every company the table
 * finds (its search and status filter, in its order), for "Selecionar todas as N": at most LIST_SELECT_ALL_MAX,
 * as many as an export of chosen companies takes (exports-api `cnpjs`); `total` says how many matched.
 */
export const LIST_SELECT_ALL_MAX = 100_000;
export const listCnpjsQuerystringSchema = listCompaniesQuerystringSchema.omit({ page: true });
export const listCnpjsResponseSchema = z.object({ cnpjs: z.array(z.string()), total: z.number() });
export type ListCnpjs = z.infer<typeof listCnpjsResponseSchema>;

/**
 * POST /api/v4/info_sets/:id/companies/remove (ours; the spec has no way out of a list): takes the companies
 * `cnpjs` out of the list — their prospecting statuses with them — for its author and the account's owners and
 * managers. The export credit stays spent (adding one again spends nothing: the account already exported it).
 * What was taken out is kept for LIST_REMOVAL_KEEP_HOURS under `removal_id`, for "Desfazer".
 */
export const LIST_REMOVAL_KEEP_HOURS = 24;
export const removeListCompaniesBodySchema = z.object({
  cnpjs: z
    .array(cnpjValueSchema, {
      error: requiredError(
        'Informe as empresas a remover (cnpjs)',
        'Envie as empresas a remover como uma lista de CNPJs (cnpjs)',
      ),
    })
    .min(1, 'Informe ao menos uma empresa')
    .max(LIST_SELECT_ALL_MAX, `No máximo ${LIST_SELECT_ALL_MAX.toLocaleString('pt-BR')} empresas de uma vez`),
});
export type RemoveListCompaniesBody = z.input<typeof removeListCompaniesBodySchema>;
export const removeListCompaniesResponseSchema = z.object({
  /** Companies taken out (CNPJs not in the list are left alone). */
  removed: z.number(),
  /** What POST …/companies/restore takes to put them back; null when nothing was removed. */
  removal_id: z.string().nullable(),
});
export type RemoveListCompaniesResponse = z.infer<typeof removeListCompaniesResponseSchema>;

/**
 * POST /api/v4/info_sets/:id/companies/restore (ours): puts back what a removal took out, with the same ids and
 * statuses (a company added again meanwhile stays as it is now). Once: the removal is then gone (404).
 */
export const restoreListCompaniesBodySchema = z.object({
  removal_id: z
    .string({ error: requiredError('Informe a remoção (removal_id)', 'Remoção inválida') })
    .max(64, 'Remoção inválida'),
});
export const restoreListCompaniesResponseSchema = z.object({ restored: z.number() });
export type RestoreListCompaniesResponse = z.infer<typeof restoreListCompaniesResponseSchema>;
/** POST …/restore of a removal that is not (or no longer) there. */
export const REMOVAL_GONE_MESSAGE =
  'Não é mais possível desfazer esta remoção: os status e as anotações dessas empresas não voltam. Adicione-as de novo pela busca (sem gastar créditos).';

/** Most CNPJs one POST /api/v4/companies/lists takes (a page of search results is 10, a company's drawer 1). */
export const COMPANY_LISTS_MAX_CNPJS = 100;
/**
 * POST /api/v4/companies/lists (ours): which of the caller's lists hold each of `cnpjs` — the lists they see
 * (their own, those shared with them; every list of the account for owners and managers), deleted ones left
 * out, archived ones said. The search marks its rows and the company drawer with it before a consult.
 */
export const companyListsBodySchema = z.object({
  cnpjs: z
    .array(cnpjValueSchema, {
      error: requiredError(
        'Informe as empresas (cnpjs)',
        'Envie as empresas como uma lista de CNPJs (cnpjs)',
      ),
    })
    .min(1, 'Informe ao menos uma empresa')
    .max(COMPANY_LISTS_MAX_CNPJS, `No máximo ${COMPANY_LISTS_MAX_CNPJS} empresas de uma vez`),
});
export type CompanyListsBody = z.input<typeof companyListsBodySchema>;
export const companyListSchema = z.object({
  /** The list. */
  id: z.string(),
  name: z.string(),
  archived: z.boolean(),
  /** The company's row in that list: its page is /infosets/:id/companies/:company_id. */
  company_id: z.string(),
  author_id: z.string(),
  author_name: z.string(),
});
export type CompanyList = z.infer<typeof companyListSchema>;
export const companyListsResponseSchema = z.object({
  /** Only the CNPJs some list holds; each one's lists, the one it entered last first. */
  companies: z.array(z.object({ cnpj: z.string(), lists: z.array(companyListSchema) })),
});
export type CompanyListsResponse = z.infer<typeof companyListsResponseSchema>;

export const listCompaniesResponseSchema = z.object({
  companies: z.array(listCompanySchema),
  total: z.number(),
  page: z.number(),
  total_pages: z.number(),
});

/** GET /api/info_sets/:id/company/user_prospecting_data?companies_ids=a,b&view_as= */
export const prospectingQuerystringSchema = z.object({
  companies_ids: z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .optional(),
  view_as: viewAsSchema,
});
export const prospectingDataSchema = z.object({
  company_id: z.string(),
  user_id: z.string(),
  status: prospectingStatusSchema,
  updated_at: z.string().nullable(),
});
export const prospectingResponseSchema = z.object({ user_prospecting_data: z.array(prospectingDataSchema) });
/**
 * PATCH same path, `?from_status=` (ours, optional: the spec's body stays as it is): the status the client
 * believes the company has. Given and the stored one differs (and is not the one asked for already), the change
 * is refused with 409 (`prospectingConflictBodySchema`) and nothing changes: a second device, a tab left open,
 * moving a card from a stale column never overwrites the first one's change.
 */
export const prospectingPatchQuerystringSchema = z.object({
  from_status: prospectingStatusSchema.optional(),
});
/** The 409 of a status changed elsewhere: the message says which status the company has now. */
export const statusChangedElsewhereMessage = (status: ProspectingStatus): string =>
  `O status desta empresa foi alterado em outro lugar para "${PROSPECTING_STATUS_LABELS[status]}". Confira e tente de novo.`;
/** That 409's body: `current_status`, the status the company has now (the client shows it there). */
export const prospectingConflictBodySchema = errorBodySchema.extend({
  current_status: prospectingStatusSchema,
});
export type ProspectingConflictBody = z.infer<typeof prospectingConflictBodySchema>;
export const prospectingPatchBodySchema = z.object({
  company_id: z.string({
    error: requiredError('Informe a empresa (company_id)', 'Empresa inválida (company_id)'),
  }),
  user_prospecting_data: z.object(
    { status: prospectingStatusSchema },
    { error: requiredError('Informe o status', 'Status inválido') },
  ),
});

/** GET /api/v4/info_sets/:id/kanbam?page=&status=&view_as=&query= — with status: only that column. */
export const kanbanQuerystringSchema = z.object({
  page: pageSchema,
  status: prospectingStatusSchema.optional(),
  view_as: viewAsSchema,
  query: listSearchSchema,
});
export const kanbanColumnSchema = z.object({
  status: prospectingStatusSchema,
  label: z.string(),
  total: z.number(),
  page: z.number(),
  total_pages: z.number(),
  companies: z.array(listCompanySchema),
});
export const kanbanResponseSchema = z.object({ columns: z.array(kanbanColumnSchema) });
export type KanbanResponse = z.infer<typeof kanbanResponseSchema>;

/**
 * GET /api/v4/info_sets/:id/decisors?page=&query=&status=&view_as= — the list by decision makers (the screen
 * /infosets/:id/llm/by-decisor): a page of the companies the table shows (the same request), each with the
 * people to talk to there (partners and representatives with their positions, enriched contacts) and where to
 * reach it.
 */
export const listDecisorsQuerystringSchema = listCompaniesQuerystringSchema;
export const listDecisorsCompanySchema = z.object({
  /** The company in the list (list_companies id). */
  id: z.string(),
  cnpj: z.string(),
  name: z.string(),
  status: prospectingStatusSchema,
  municipio: z.string().nullable(),
  uf: z.string().nullable(),
  /** The company's phones and e-mail, for the people without their own. */
  telefones: searchResultRowSchema.shape.telefones,
  email: z.string().nullable(),
  decisores: z.array(decisionMakerSchema),
});
export type ListDecisorsCompany = z.infer<typeof listDecisorsCompanySchema>;
export const listDecisorsResponseSchema = z.object({
  companies: z.array(listDecisorsCompanySchema),
  /** Companies in the list, and pages of them. */
  total: z.number(),
  page: z.number(),
  total_pages: z.number(),
});
export type ListDecisorsResponse = z.infer<typeof listDecisorsResponseSchema>;

/** GET /api/info_sets/:id/metrics?view_as= — the spec's Company metrics of one user on a list. */
export const listMetricsQuerystringSchema = z.object({ view_as: viewAsSchema });
export const companyMetricsSchema = z.object({
  /** Companies in the list. */
  contacts: z.number(),
  /** Companies moved out of 'a_prospectar' (any stage). */
  prospectings: z.number(),
  contacted: z.number(),
  interested: z.number(),
  future_interest: z.number(),
  successes: z.number(),
  discarded: z.number(),
});
export type CompanyMetrics = z.infer<typeof companyMetricsSchema>;

/** The contacts a list's company shows with a copy button (the counter counts each field apart). */
export const COPY_FIELDS = ['telefone', 'email', 'site'] as const;
export type CopyField = (typeof COPY_FIELDS)[number];

/** POST /api/companies/:id/copy_data — :id is a company of a list (list_companies id). */
export const copyDataBodySchema = z.object({
  // Missing or blank asks for it; anything but a copied contact's name is no field.
  field_copied: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.enum(COPY_FIELDS, {
      error: (issue) =>
        issue.input === undefined || issue.input === ''
          ? 'Informe o campo copiado'
          : 'Campo copiado inválido',
    }),
  ),
});
export const copyDataResponseSchema = z.object({ count: z.number(), capped: z.boolean() });
