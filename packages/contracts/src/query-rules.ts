// The query-building rules of spec §5, as pure functions shared by the web and the API:
//   buildSearchQuery(state, context)      the search screen's filter state → DSL query
//   normalizeSearchQuery(input, context)  a DSL query received from a client → the query to run
// buildSearchQuery is stateToQuery (query-rules-state.ts) followed by normalizeSearchQuery, so both
// sides apply the same rules; the API must call normalizeSearchQuery on whatever a client sends.
//
// Rules applied to every query, in order:
//  1. empty entries dropped from where, wherenot, match, match_either, exists, has_any, sort_by;
//     an empty aggregation_type dropped (query-rules-clean.ts)
//  2. ranges: a pair with an empty bound dropped; bounds must be numbers (pt-BR text accepted) within
//     the field's limits and end ≥ start, or the range is dropped; employees 0..1000000 is "not
//     selected" ("+500" = 1000000); a revenue range ending at 0 is ignored
//  3. dates: YYYY-MM-DD, DD/MM/YYYY or DD-MM-YYYY (converted); otherwise dropped
//  4. CNPJ lists stripped, deduplicated and validated; bad entries (and CPFs) dropped and reported
//  5. CEPs stripped of non-alphanumerics; match / match_either text upper-cased
//  6. exists-type fields (email, telefone, celular, site) moved from match to exists
//  7. role rules (applyRoleRules) · 8. sort rules (sortRules) · 9. selected_filtered_type
// What a rule drops is reported in `issues` (pt-BR messages); in strict mode any issue is a refusal.
// What the DSL schema refuses (unknown fields, bad codes, negative return_size…) is always a refusal.
import { type Role, STAFF_ROLES } from './auth.ts';
import { fifthGroupFilters, type PendingQueryField } from './filter-catalogue.ts';
import { EXCLUSIVE_OPTION_IDS } from './filter-catalogue-options.ts';
import type { FilterState } from './filter-state.ts';
import {
  cleanMatch,
  cleanNameList,
  cleanSort,
  cleanWhere,
  isObject,
  type RawObject,
} from './query-rules-clean.ts';
import { stateToQuery } from './query-rules-state.ts';
import { type QueryIssue, searchesTerm } from './query-rules-values.ts';
import { parseSearchQuery, type SearchQuery } from './search-query.ts';

export type { QueryIssue, QueryIssueCode } from './query-rules-values.ts';

/** Spec §9: 10 results a page, offset = 10 × (page − 1). */
export const SEARCH_PAGE_SIZE = 10;
/** Spec §9: debounce before a search runs when the page is above 1. */
export const SEARCH_PAGE_DEBOUNCE_MS = 800;
/** Spec §9: debounce after a filter change before the potential (count) is recalculated. */
export const FILTER_RECOUNT_DEBOUNCE_MS = 3000;

/** Offset of a 1-based page (pages below 1 count as 1). */
export function pageOffset(page: number, pageSize: number = SEARCH_PAGE_SIZE): number {
  return pageSize * (Math.max(1, Math.floor(page)) - 1);
}

export interface QueryContext {
  role: Role;
  /** Internal staff by e-mail domain (spec §6); staff roles (admin, customer_success) count as staff too. */
  isStaff?: boolean;
  /** Whether the user typed a search term; derived from match_either when not given. */
  hasSearchTerm?: boolean;
  /**
   * The API's view of a query that names CNPJs (`where.nu_cnpj`): its contact options are kept as sent. The
   * screen sends none for a CNPJ typed in the search box (a search term, spec §5) and forces them for a CNPJ
   * list filter; the query alone does not tell the two apart, so the server does not force them again (an
   * active company without an e-mail was not found by its own CNPJ).
   */
  keepContactsOfCnpjSearch?: boolean;
}

export interface QueryOptions {
  /** Refuse instead of dropping: any issue makes the result `ok: false` (for APIs that answer 400). */
  strict?: boolean;
}

export type QueryRulesResult =
  | { ok: true; query: SearchQuery; issues: QueryIssue[] }
  | { ok: false; issues: QueryIssue[] };

export type BuildResult = QueryRulesResult & {
  /** Values of filters whose DSL field does not exist yet (see PENDING_QUERY_FIELDS); not sent. */
  pending: Partial<Record<PendingQueryField, unknown>>;
};

/** Admin-like users (spec §6 internal staff) are exempt from the forced exclusive options. */
export function isPrivileged(context: QueryContext): boolean {
  return context.isStaff === true || (STAFF_ROLES as readonly Role[]).includes(context.role);
}

const PHONES = ['telefone', 'celular'];
const list = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

/**
 * Spec §5: non-admin users always have e-mails, phones and the active-status option selected; with a
 * search term only the active-status option stays selected (contacts off, already exported kept).
 * "E-mail and a phone" is exists [email] + has_any [telefone, celular] (a fixed line or a mobile).
 */
export function applyRoleRules(
  query: RawObject & { search: RawObject },
  context: QueryContext,
  hasTerm: boolean,
): void {
  if (isPrivileged(context)) return;
  const s = query.search;
  const where = isObject(s.where) ? s.where : {};
  const situacoes = list(where.ds_situacao_cnpj);
  s.where = { ...where, ds_situacao_cnpj: situacoes.includes('ATIVA') ? situacoes : [...situacoes, 'ATIVA'] };
  if (hasTerm) {
    delete s.exists;
    delete s.has_any;
    query.eliminate_cnpjs_already_exported_in_account = false;
    return;
  }
  if (context.keepContactsOfCnpjSearch && list(where.nu_cnpj).length > 0) return;
  const exists = list(s.exists);
  const hasAny = list(s.has_any);
  const phones = hasAny.filter((k) => PHONES.includes(k));
  s.exists = [...new Set(['email', ...exists, ...hasAny.filter((k) => !PHONES.includes(k))])];
  s.has_any = phones.length > 0 ? phones : PHONES;
}

/**
 * The filter state as the search runs it for this user: the exclusive options the role rules force on or
 * off (applyRoleRules) read as they apply, whatever the screen's state or a saved address says. What a saved
 * search keeps and what its summary describes (an address of `advanced={"ativas":false}` searched active
 * companies only for a user who cannot turn that option off).
 */
export function appliedFilterState(state: FilterState, context: QueryContext): FilterState {
  if (isPrivileged(context)) return state;
  const hasTerm = context.hasSearchTerm ?? searchesTerm(state.term);
  const exclusive = { ...state.exclusive, ativas: true };
  if (hasTerm) {
    for (const id of EXCLUSIVE_OPTION_IDS) if (id !== 'ativas') exclusive[id] = false;
  } else {
    exclusive.email = true;
    exclusive.telefone = true;
  }
  return { ...state, exclusive };
}

const DEFAULT_SORT = { field: 'quality_data_score', order: 'desc' } as const;

/**
 * Spec §5: default sort quality_data_score desc; relevance added when a multi-match text
 * (match_either) is present — first when the sort is the default, after the user's choice otherwise. The
 * order of a CNPJ list is dropped when the query has no list.
 */
export function sortRules(search: RawObject): void {
  const hasList =
    isObject(search.where) && Array.isArray(search.where.nu_cnpj) && search.where.nu_cnpj.length > 0;
  // The list's order without a list is no order: the default one instead.
  const sort = (Array.isArray(search.sort_by) ? (search.sort_by as RawObject[]) : []).filter(
    (s) => hasList || s.field !== 'nu_cnpj_ordem',
  );
  const chosen = sort.length > 0 ? sort : [{ ...DEFAULT_SORT }];
  const multiMatch = isObject(search.match_either) && Object.keys(search.match_either).length > 0;
  const hasRelevance = chosen.some((s) => s.field === 'relevance');
  const isDefault = chosen.length === 1 && chosen[0]?.field === DEFAULT_SORT.field;
  const relevance = { field: 'relevance', order: 'desc' };
  const withRelevance =
    !multiMatch || hasRelevance ? chosen : isDefault ? [relevance, ...chosen] : [...chosen, relevance];
  search.sort_by = withRelevance.slice(0, 4);
}

/** Spec §4 on a query: "E" when the first two filters of the fifth group both restrict it. */
export function selectedFilteredTypeOfQuery(search: RawObject): 'E' | '' {
  const restricted = (field: string) =>
    [search.where, search.wherenot].some((clause) => isObject(clause) && clause[field] !== undefined);
  const [first, second] = fifthGroupFilters();
  return restricted(first.queryField) && restricted(second.queryField) ? 'E' : '';
}

function invalid(message: string): QueryRulesResult {
  return { ok: false, issues: [{ code: 'invalid_query', field: 'search', message }] };
}

export function normalizeSearchQuery(
  input: unknown,
  context: QueryContext,
  options: QueryOptions = {},
): QueryRulesResult {
  if (!isObject(input) || !isObject(input.search))
    return invalid('A busca deve ter o formato { search: { … } }');
  const issues: QueryIssue[] = [];
  const moved: string[] = [];
  const s: RawObject = { ...input.search };
  const set = (key: string, value: unknown) => {
    if (value === undefined) delete s[key];
    else s[key] = value;
  };
  set('where', cleanWhere(s.where, 'where', issues));
  set('wherenot', cleanWhere(s.wherenot, 'wherenot', issues));
  set('match', cleanMatch(s.match, moved));
  set('match_either', cleanMatch(s.match_either, moved));
  if (moved.length > 0) s.exists = [...list(s.exists), ...moved];
  set('exists', cleanNameList(s.exists));
  set('has_any', cleanNameList(s.has_any));
  set('aggregation_type', cleanNameList(s.aggregation_type));
  set('sort_by', cleanSort(s.sort_by));

  const query: RawObject & { search: RawObject } = { ...input, search: s };
  const hasTerm = context.hasSearchTerm ?? isObject(s.match_either);
  applyRoleRules(query, context, hasTerm);
  sortRules(s);
  query.selected_filtered_type = selectedFilteredTypeOfQuery(s);

  if (options.strict && issues.length > 0) return { ok: false, issues };
  const parsed = parseSearchQuery(query);
  if (!parsed.success) {
    const refused = parsed.error.issues.map(
      (i): QueryIssue => ({ code: 'invalid_query', field: i.path.join('.'), message: i.message }),
    );
    return { ok: false, issues: [...issues, ...refused] };
  }
  return { ok: true, query: parsed.data, issues };
}

/** The search screen's query for `page` (1-based): the state's filters under every rule of spec §5. */
export function buildSearchQuery(
  state: FilterState,
  context: QueryContext,
  options: QueryOptions & { page?: number } = {},
): BuildResult {
  const { raw, issues, pending } = stateToQuery(state);
  raw.search.offset = pageOffset(options.page ?? 1);
  raw.search.return_size = SEARCH_PAGE_SIZE;
  const result = normalizeSearchQuery(
    raw,
    { ...context, hasSearchTerm: context.hasSearchTerm ?? searchesTerm(state.term) },
    options,
  );
  const all = [...issues, ...result.issues];
  if (options.strict && all.length > 0) return { ok: false, issues: all, pending };
  return { ...result, issues: all, pending };
}
