// The pure search compiler: a validated query (packages/contracts/src/search-query.ts) → a
// parameterised WHERE clause over `establishments` (and the derived tables) plus its ORDER BY.
// Only catalogue fields reach SQL, through the column maps of field-columns.ts; values are always
// parameters (but the checked CNPJs of a list's order, listOrderKey). See README.md in this folder for the query shapes.
import { type DuckDBValue, listValue } from '@duckdb/node-api';
import { EMPLOYEE_SENTINEL, isEmployeeField } from '@prospecta/contracts/filter-catalogue-options';
import { type SearchFieldName, searchField } from '@prospecta/contracts/search-fields';
import type { SearchBody, SearchWhere } from '@prospecta/contracts/search-query';
import { cnpjIdsSql } from './cnpj-lookup.ts';
import { hasText, matchAllCondition, matchEitherCondition } from './compile-text.ts';
import { TIE_KEYS } from './default-order.ts';
import {
  BOOLEAN_COLUMNS,
  CODE_LIST_COLUMNS,
  DATE_RANGE_COLUMNS,
  INTEGER_LIST_COLUMNS,
  NARROW_COLUMN_TYPES,
  NUMBER_RANGE_COLUMNS,
  PRESENCE_COLUMNS,
  SORT_COLUMNS,
  STRING_LIST_COLUMNS,
} from './field-columns.ts';
import { cepDistanceCondition, type GeoPoint, type MunicipalityCentroid } from './geo.ts';
import { relatedCondition } from './related-conditions.ts';
import { andAll, orAll, SearchQueryError, SqlParams } from './sql-builder.ts';
import type { FacetRow } from './summary-facets.ts';
import type { TermPlan } from './text-plan.ts';

export interface CompileContext {
  /** Points of the CEPs used by cep_distance (normalised 8-digit CEP → point), resolved beforehand. */
  cepPoints?: ReadonlyMap<string, GeoPoint>;
  /** Municipality centroids: cep_distance becomes a list of municipalities (geo.ts); without, a distance per row. */
  municipalityCentroids?: readonly MunicipalityCentroid[] | null;
  /**
   * Establishment ids to leave out (the CNPJs an account already exported), resolved once by openRegistry:
   * resolving thousands of CNPJs inside every query of a search took 0.4–0.8 s each at 72 M.
   */
  excludedIds?: readonly number[];
  /**
   * The excluded ids' cube keys and facet values, read once per exclusion list: a search of a cube's shape
   * subtracts those that match from the cube's answer in memory (search-queries.ts).
   */
  excludedRows?: () => Promise<readonly FacetRow[]>;
  /** Only these establishment ids (the excluded rows a cube answer subtracts, search-queries.ts). */
  onlyIds?: readonly number[];
  /** How each company-name term is read from the postings (text-plan.ts), resolved beforehand. */
  namePlans?: ReadonlyMap<string, TermPlan>;
  /** Leave these fields out of `where` (disjunctive facets: the other states of a state filter). */
  omit?: readonly SearchFieldName[];
}

export interface CompiledSearch {
  /** Boolean SQL expression over `establishments` columns. */
  where: string;
  params: DuckDBValue[];
  /** ORDER BY list (without the keywords), always ending with TIE_KEYS (default-order.ts) so pages are stable. */
  orderBy: string;
}

type Range<T> = { gte?: T; lte?: T };

function rangeCondition<T extends DuckDBValue>(
  column: string,
  range: Range<T>,
  p: SqlParams,
  cast = '',
): string {
  const parts: string[] = [];
  const type = NARROW_COLUMN_TYPES[column];
  if (range.gte !== undefined) parts.push(`${column} >= ${p.add(range.gte, type)}${cast}`);
  if (range.lte !== undefined) parts.push(`${column} <= ${p.add(range.lte, type)}${cast}`);
  return andAll(parts);
}

function codesOf(field: SearchFieldName, values: readonly string[]): number[] {
  const options = searchField(field)?.options ?? [];
  return values.map((v) => {
    const option = options.find((o) => o.value === v);
    if (!option) throw new SearchQueryError(`Valor inválido para ${field}: ${v}`);
    return option.code;
  });
}

/** Code-list columns never NULL: `wherenot` on them needs no coalesce. */
const NOT_NULL_COLUMNS = new Set(['uf', 'regiao', 'situacao', 'porte']);
/** Columns whose sparse `where` lists are semi-joins (codesCondition). */
const SEMI_JOIN_COLUMNS = new Set(['cnae_principal']);
/** Columns whose sparse `where` lists are IN lists over the value cast to INTEGER (codesCondition). */
const CAST_IN_COLUMNS = new Set(['natureza_juridica', 'cd_pais']);
/** Most `<>` comparisons a code list is written with (its range's missing values, or a NOT IN's values). */
const MAX_UNEQUAL = 8;

/**
 * `column IN (codes)` (or, `negated`, NOT IN for a column never NULL) as comparisons DuckDB pushes into the
 * scan; `positive` (a `where` list, not one negated around it) may take the sparse forms below. DuckDB pushes
 * one value or a dense run as table filters, but evaluates any other IN list row by row above the scan, as it
 * does NOT IN: at 72 M, ATIVA with porte ME or EPP counted in 208 ms against 30 for ME alone. A range less its
 * few missing values, and a NOT IN of a few values, are conjunctions it pushes (40 ms).
 */
function codesCondition(
  column: string,
  codes: readonly number[],
  p: SqlParams,
  negated = false,
  positive = false,
): string {
  const type = NARROW_COLUMN_TYPES[column];
  const sorted = [...new Set(codes)].sort((a, b) => a - b);
  const min = sorted[0];
  const max = sorted[sorted.length - 1];
  if (negated) {
    return sorted.length <= MAX_UNEQUAL
      ? andAll(sorted.map((code) => `${column} <> ${p.add(code, type)}`))
      : `${column} NOT IN ${p.list(sorted, type)}`;
  }
  if (min === undefined || max === undefined) return 'false';
  if (min === max) return `${column} = ${p.add(min, type)}`;
  if (max - min + 1 - sorted.length > MAX_UNEQUAL) {
    // A sparse `where` list of CNAEs as a semi-join on its values, which DuckDB pushes into the scan as a
    // dynamic filter the zone maps prune by (10 M, full answers: two CNAEs with e-mail 42 → 22–29). Naturezas
    // and countries, spread over every row group, as DuckDB's hashed IN over the value cast to INTEGER (a
    // plain IN becomes ORs evaluated above the scan): counting two naturezas at 10 M took 51 ms as an IN, 27 as
    // a semi-join, 15 this way.
    // Not for municipalities, whose IN list the zone maps prune by UF (two cities 38–42 against 56).
    if (positive && CAST_IN_COLUMNS.has(column)) return `${column}::INTEGER IN ${p.list(sorted)}`;
    if (positive && SEMI_JOIN_COLUMNS.has(column))
      return `${column} IN (SELECT unnest(${p.add(listValue(sorted), `${type ?? 'INTEGER'}[]`)}))`;
    return `${column} IN ${p.list(sorted, type)}`;
  }
  const present = new Set(sorted);
  const parts = [`${column} >= ${p.add(min, type)}`, `${column} <= ${p.add(max, type)}`];
  for (let code = min + 1; code < max; code++)
    if (!present.has(code)) parts.push(`${column} <> ${p.add(code, type)}`);
  return andAll(parts);
}

/** The column and codes of a code or integer list field held by establishments, or null. */
function listCodes(name: SearchFieldName, value: unknown): { column: string; codes: number[] } | null {
  if (name in CODE_LIST_COLUMNS)
    return {
      column: CODE_LIST_COLUMNS[name as keyof typeof CODE_LIST_COLUMNS],
      codes: codesOf(name, value as string[]),
    };
  const column = INTEGER_LIST_COLUMNS[name as keyof typeof INTEGER_LIST_COLUMNS];
  return column ? { column, codes: value as number[] } : null;
}

/**
 * The condition of one where/wherenot field, or null when the value selects nothing to filter. `positive`:
 * for `where` (a `wherenot` condition is negated around it).
 */
function fieldCondition(
  name: SearchFieldName,
  value: unknown,
  p: SqlParams,
  ctx: CompileContext,
  positive = false,
): string {
  const list = listCodes(name, value);
  if (list) return codesCondition(list.column, list.codes, p, false, positive);
  if (name in INTEGER_LIST_COLUMNS) return relatedCondition(name, value as number[], p);
  if (name in STRING_LIST_COLUMNS) {
    const column = STRING_LIST_COLUMNS[name as keyof typeof STRING_LIST_COLUMNS];
    if (column === null) return relatedCondition(name, value as string[], p);
    return orAll(
      (typeof column === 'string' ? [column] : column).map((c) => `${c} IN ${p.list(value as string[])}`),
    );
  }
  if (name in NUMBER_RANGE_COLUMNS) {
    const column = NUMBER_RANGE_COLUMNS[name as keyof typeof NUMBER_RANGE_COLUMNS];
    const range = value as Range<number>;
    // "+500" (sent as EMPLOYEE_SENTINEL, spec §5) has no upper bound: a company's total may pass it.
    const open = isEmployeeField(name) && range.lte !== undefined && range.lte >= EMPLOYEE_SENTINEL;
    return rangeCondition(column, open ? { gte: range.gte } : range, p);
  }
  if (name in DATE_RANGE_COLUMNS) {
    const column = DATE_RANGE_COLUMNS[name as keyof typeof DATE_RANGE_COLUMNS];
    return rangeCondition(column, value as Range<string>, p, '::DATE');
  }
  if (name in BOOLEAN_COLUMNS) {
    return `${BOOLEAN_COLUMNS[name as keyof typeof BOOLEAN_COLUMNS]} = ${p.add(value as boolean)}`;
  }
  if (name === 'nu_cnpj') return `id IN (${cnpjIdsSql(value as string[], p)})`;
  if (name === 'cep_distance')
    return cepDistanceCondition(value as { cep: string; distance: number }, p, ctx);
  throw new SearchQueryError(`Campo desconhecido: ${name}`);
}

function whereEntries(where: SearchWhere | undefined, ctx: CompileContext): [SearchFieldName, unknown][] {
  return (Object.entries(where ?? {}) as [SearchFieldName, unknown][]).filter(
    ([name, value]) => value !== undefined && !(ctx.omit ?? []).includes(name),
  );
}

export function compileWhere(
  body: SearchBody,
  ctx: CompileContext = {},
): { where: string; params: DuckDBValue[] } {
  const p = new SqlParams();
  const parts: string[] = [];
  for (const [name, value] of whereEntries(body.where, ctx))
    parts.push(fieldCondition(name, value, p, ctx, true));
  for (const [name, value] of whereEntries(body.wherenot, ctx)) {
    const list = listCodes(name, value);
    parts.push(
      list && NOT_NULL_COLUMNS.has(list.column)
        ? codesCondition(list.column, list.codes, p, true)
        : `NOT coalesce(${fieldCondition(name, value, p, ctx)}, false)`,
    );
  }
  parts.push(...matchAllCondition(body.match ?? {}, p));
  const either = matchEitherCondition(body.match_either ?? {}, p);
  if (either !== null) parts.push(either);
  for (const kind of new Set(body.exists ?? [])) parts.push(PRESENCE_COLUMNS[kind]);
  if (body.has_any && body.has_any.length > 0) {
    parts.push(orAll([...new Set(body.has_any)].map((kind) => PRESENCE_COLUMNS[kind])));
  }
  if (ctx.excludedIds && ctx.excludedIds.length > 0) {
    parts.push(`id NOT IN (SELECT unnest(${p.add(listValue([...ctx.excludedIds]), 'INTEGER[]')}))`);
  }
  if (ctx.onlyIds) parts.push(`id IN (SELECT unnest(${p.add(listValue([...ctx.onlyIds]), 'INTEGER[]')}))`);
  return { where: andAll(parts), params: p.values };
}

/**
 * The position of each row's CNPJ in the query's list, for the list's order (nu_cnpj_ordem). The one value
 * written into SQL instead of a parameter, because ORDER BY travels alone to the page's second read
 * (search-queries.ts): each CNPJ is checked to be 14 characters of [0-9A-Z] first (the contracts normalise
 * them so).
 */
function listOrderKey(cnpjs: readonly string[], order: 'asc' | 'desc'): string {
  const bad = cnpjs.find((cnpj) => !/^[0-9A-Z]{14}$/.test(cnpj));
  if (bad !== undefined) throw new SearchQueryError(`CNPJ inválido na ordem da lista: ${bad.slice(0, 20)}`);
  return `list_position([${cnpjs.map((cnpj) => `'${cnpj}'`).join(', ')}], cnpj) ${order === 'asc' ? 'ASC' : 'DESC'}`;
}

/**
 * ORDER BY: the query's sort keys (relevance only with a text match, the list's order only with a CNPJ list),
 * default quality desc, then TIE_KEYS.
 */
export function compileOrderBy(body: SearchBody, relevance: string = SORT_COLUMNS.relevance): string {
  const text = hasText(body.match, body.match_either);
  const list = body.where?.nu_cnpj ?? [];
  const keys = (body.sort_by ?? [])
    .filter((s) => (s.field !== 'relevance' || text) && (s.field !== 'nu_cnpj_ordem' || list.length > 0))
    .map((s) =>
      s.field === 'relevance'
        ? `${relevance} ASC NULLS LAST`
        : s.field === 'nu_cnpj_ordem'
          ? listOrderKey(list, s.order)
          : `${SORT_COLUMNS[s.field]} ${s.order === 'asc' ? 'ASC' : 'DESC'} NULLS LAST`,
    );
  if (keys.length === 0) keys.push('quality_data_score DESC');
  return [...new Set(keys), TIE_KEYS].join(', ');
}

export function compileSearch(body: SearchBody, ctx: CompileContext = {}): CompiledSearch {
  return { ...compileWhere(body, ctx), orderBy: compileOrderBy(body) };
}
