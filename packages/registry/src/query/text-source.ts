// Searches answered from posting tables alone. name_tokens, partner_tokens and secondary_cnaes (derived-tables.ts)
// carry, for each (token or secondary CNAE, establishment), the columns most searches filter, sort and
// count by, under the names they have in establishments; so when a search matches one term on a company
// name (or filters by secondary CNAE) and its other filters, contacts and sort use only those columns,
// the compiled WHERE and ORDER BY run unchanged over those postings instead of a semi-join that probes
// every establishment (a common word took ~500 CPU ms at 10 M that way, a secondary CNAE ~130). Only the
// page's rows are then read from establishments.
import type { DuckDBValue } from '@duckdb/node-api';
import type { SearchFieldName, TextFieldName } from '@prospecta/contracts/search-fields';
import type { SearchBody } from '@prospecta/contracts/search-query';
import type { CompileContext } from './compile.ts';
import { NAME_SOURCE_MASK, PREFIX_END, partnerIdsSql, sourceFilter, wordLookups } from './compile-text.ts';
import { SqlParams } from './sql-builder.ts';
import type { TermPlan } from './text-plan.ts';
import { termWords } from './text-tokens.ts';

export const POSTING_COLUMNS = [
  'id',
  'situacao',
  'uf',
  'regiao',
  'cnae_secao',
  'cnae_principal',
  'porte',
  'faixa_funcionarios',
  'faixa_faturamento',
  'faixa_idade',
  'has_email',
  'has_telefone',
  'has_celular',
  'has_site',
  'fl_socios',
  'fl_decisores',
  'quality_data_score',
  'tiebreak',
  'qt_funcionarios',
  'vl_faturamento',
] as const;

/** Posting columns that establishments has as an expression: the relevance sort's name length. */
export const POSTING_EXPRESSIONS = ['length(razao_social)::USMALLINT AS razao_social_length'] as const;
/** The relevance sort key over postings (establishments: SORT_COLUMNS.relevance). */
export const POSTING_RELEVANCE = 'razao_social_length';
const SELECTED = [...POSTING_COLUMNS, POSTING_RELEVANCE].join(', ');

/** where/wherenot fields whose compiled condition reads only POSTING_COLUMNS (or cnpj_keys by id). */
const POSTING_FIELDS: ReadonlySet<SearchFieldName> = new Set<SearchFieldName>([
  'sg_uf',
  'sg_regiao',
  'ds_situacao_cnpj',
  'cd_cnae_secao',
  'ds_porte',
  'cd_cnae_principal',
  'qt_funcionarios',
  'vl_faturamento',
  'quality_data_score',
  'nu_cnpj',
  'cd_cnae_secundario',
]);
const POSTING_PRESENCE: ReadonlySet<string> = new Set([
  'email',
  'telefone',
  'celular',
  'site',
  'fl_socios',
  'fl_decisores',
]);
const POSTING_SORTS: ReadonlySet<string> = new Set([
  'quality_data_score',
  'qt_funcionarios',
  'vl_faturamento',
  'relevance',
]);
type NameField = Exclude<TextFieldName, 'nm_socio'>;
const NAME_FIELDS: readonly NameField[] = ['nm_empresa', 'nm_razao_social', 'nm_fantasia'];

/** Where a search reads its candidate rows: `establishments`, or a subquery with the same column names. */
export interface SearchSource {
  from: string;
  params: DuckDBValue[];
  /** The search left to compile over `from` (the term the postings answer is taken out). */
  body: SearchBody;
  postings: boolean;
  /** Rows come in default result order (quality desc, id): a default-order page is their head. */
  ordered: boolean;
  /** How the postings answer the term, and for which name field (name postings only). */
  plan?: TermPlan;
  field?: NameField;
}

const usedFields = (where: object | undefined) =>
  Object.entries(where ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key as SearchFieldName);

function readsOnlyPostings(body: SearchBody, forPage: boolean): boolean {
  // Other name terms and partner-name terms compile to `id IN (…)`, which postings answer too.
  return (
    [...usedFields(body.where), ...usedFields(body.wherenot)].every((f) => POSTING_FIELDS.has(f)) &&
    [...(body.exists ?? []), ...(body.has_any ?? [])].every((k) => POSTING_PRESENCE.has(k)) &&
    (!forPage || (body.sort_by ?? []).every((s) => POSTING_SORTS.has(s.field)))
  );
}

/**
 * The one-term name match a search's postings can answer, if any: a name field of `match` with one term,
 * or the search box's shape, the same term for razão social or nome fantasia in `match_either` (`either`).
 */
export function nameTerm(body: SearchBody): { field: NameField; term: string; either: boolean } | null {
  const match = body.match ?? {};
  for (const field of NAME_FIELDS) {
    const value = match[field];
    if (typeof value === 'string') return { field, term: value, either: false };
    if (Array.isArray(value) && value.length === 1) return { field, term: value[0] as string, either: false };
  }
  const either = body.match_either ?? {};
  const single = (value: string | string[] | undefined) =>
    typeof value === 'string' ? value : Array.isArray(value) && value.length === 1 ? value[0] : undefined;
  const razao = single(either.nm_razao_social);
  const fields = Object.entries(either).filter(([, v]) => v !== undefined).length;
  if (fields === 2 && razao !== undefined && razao === single(either.nm_fantasia)) {
    return { field: 'nm_empresa', term: razao, either: true };
  }
  return null;
}

/** The postings of a term as rows of POSTING_COLUMNS, one per establishment (see text-plan.ts). */
function postingsOf(plan: TermPlan, term: string, mask: number | null, p: SqlParams): string {
  const columns = SELECTED;
  const src = sourceFilter(mask);
  switch (plan.kind) {
    case 'none':
      return `SELECT ${columns} FROM name_tokens WHERE false`;
    case 'token':
      return `SELECT ${columns} FROM name_tokens WHERE token = ${p.add(plan.token)}${src}`;
    case 'prefix': {
      const others = () =>
        `FROM name_tokens WHERE token >= ${p.add(plan.prefix)} AND token < ${p.add(plan.prefix + PREFIX_END)}
          AND token <> ${p.add(plan.top)}${src}`;
      return `SELECT ${columns} FROM name_tokens WHERE token = ${p.add(plan.top)}${src} AND id NOT IN (SELECT id ${others()})
        UNION ALL SELECT DISTINCT ON (id) ${columns} ${others()}`;
    }
    case 'words': {
      const { exact, prefix } = termWords(term);
      const driver = `SELECT ${columns} FROM name_tokens WHERE token = ${p.add(plan.driver)}${src}`;
      const words = { exact: exact.filter((w) => w !== plan.driver), prefix };
      const rest = wordLookups(words, p, 'name_tokens', 'id', mask);
      return rest.length === 0 ? driver : `${driver} AND id IN (${rest.join(' INTERSECT ')})`;
    }
  }
}

/** The one partner-name term of `match`, if any. */
function partnerTerm(body: SearchBody): string | null {
  const value = body.match?.nm_socio;
  if (typeof value === 'string') return value;
  return Array.isArray(value) && value.length === 1 ? (value[0] as string) : null;
}

/**
 * The postings of a partner-name term, one row per establishment: the longest whole word's postings, kept
 * where one partner of the company has every word (partnerIdsSql), or the distinct postings of the prefix
 * range when the term is one word. `ordered` when they are one token's postings as stored.
 */
function partnerPostings(term: string, p: SqlParams): { from: string; ordered: boolean } {
  const words = termWords(term);
  const { exact, prefix } = words;
  const driver = exact.reduce<string | null>((a, b) => (a === null || b.length > a.length ? b : a), null);
  if (driver === null) {
    if (prefix === null) return { from: `SELECT ${SELECTED} FROM partner_tokens WHERE false`, ordered: true };
    const range = `token >= ${p.add(prefix)} AND token < ${p.add(prefix + PREFIX_END)}`;
    return { from: `SELECT DISTINCT ON (id) ${SELECTED} FROM partner_tokens WHERE ${range}`, ordered: false };
  }
  const head = `SELECT ${SELECTED} FROM partner_tokens WHERE token = ${p.add(driver)}`;
  if (exact.length === 1 && prefix === null) return { from: head, ordered: true };
  return { from: `${head} AND id IN (${partnerIdsSql(words, p)})`, ordered: false };
}

/**
 * Where a search reads its rows: the postings of a one-term name match (planned in ctx.namePlans), else
 * those of a one-term partner-name match, else the postings of its secondary CNAEs, else `establishments`
 * — postings only when the rest of the search reads their columns (`forPage`: its sort too).
 */
export function searchSource(body: SearchBody, ctx: CompileContext, forPage = false): SearchSource {
  const plain: SearchSource = { from: 'establishments', params: [], body, postings: false, ordered: false };
  if (!readsOnlyPostings(body, forPage)) return plain;
  const named = nameTerm(body);
  const plan = named ? ctx.namePlans?.get(named.term) : undefined;
  const p = new SqlParams();
  if (named && plan) {
    const from = postingsOf(plan, named.term, NAME_SOURCE_MASK[named.field], p);
    const { exact, prefix } = termWords(named.term);
    // One usable word: "in razão social or in nome fantasia" is "in either name", what the postings hold.
    // Several words must all be in one of the names: the match_either condition stays, over the postings.
    const oneWord = exact.length + (prefix === null ? 0 : 1) <= 1;
    const rest: SearchBody = named.either
      ? { ...body, match_either: oneWord ? undefined : body.match_either }
      : { ...body, match: { ...body.match, [named.field]: undefined } };
    const cube = named.either ? oneWord : true;
    return {
      from: `(${from})`,
      params: p.values,
      body: rest,
      postings: true,
      ordered: plan.kind === 'token',
      plan,
      field: cube ? named.field : undefined,
    };
  }
  const partner = partnerTerm(body);
  if (partner !== null) {
    const { from, ordered } = partnerPostings(partner, p);
    const rest = { ...body, match: { ...body.match, nm_socio: undefined } };
    return { from: `(${from})`, params: p.values, body: rest, postings: true, ordered };
  }
  const cnaes = body.where?.cd_cnae_secundario;
  if (!cnaes?.length) return plain;
  const columns = SELECTED;
  // An establishment listing two of the CNAEs has two postings: several CNAEs are made distinct by id.
  const from =
    cnaes.length === 1
      ? `SELECT ${columns} FROM secondary_cnaes WHERE cnae = ${p.add(cnaes[0] as number)}`
      : `SELECT DISTINCT ON (id) ${columns} FROM secondary_cnaes WHERE cnae IN ${p.list(cnaes)}`;
  const rest = { ...body, where: { ...body.where, cd_cnae_secundario: undefined } };
  return { from: `(${from})`, params: p.values, body: rest, postings: true, ordered: cnaes.length === 1 };
}
