// The broad search shape — filtered only by situação and/or UF, the Simples and MEI flags and contact
// presence (`exists`, `has_any`), default order — is DuckDB's weak spot at full scale (a page must rank tens
// of millions of rows, facets scan them). Such searches are answered from structures computed once:
// quality_ranking (pages) and the broad cube (broad-cube.ts), both keyed by one bit mask of the contacts and
// the two flags.

import type { DuckDBValue } from '@duckdb/node-api';
import { SEARCH_CODE_LISTS } from '@prospecta/contracts/search-codes';
import type { PresenceFieldName } from '@prospecta/contracts/search-fields';
import type { SearchBody } from '@prospecta/contracts/search-query';
import type { CompileContext } from './compile.ts';
import { hasText } from './compile-text.ts';

/** Boolean fields held as bits of the mask (CONTACTS_MASK_SQL): `where` / `wherenot` on them set or clear the bit. */
export const MASK_FIELDS = ['fl_simples', 'fl_mei'] as const;
const MASK_FIELD_BITS: Readonly<Record<(typeof MASK_FIELDS)[number], number>> = {
  fl_simples: 64,
  fl_mei: 128,
};

const BROAD_FIELDS = new Set<string>(['ds_situacao_cnpj', 'sg_uf', ...MASK_FIELDS]);

/** Bits of the contacts mask (CONTACTS_MASK_SQL): presence kinds of `exists` / `has_any`. */
export const CONTACT_BITS: Readonly<Record<PresenceFieldName, number>> = {
  email: 1,
  telefone: 2,
  celular: 4,
  site: 8,
  fl_socios: 16,
  fl_decisores: 32,
};

/**
 * The mask of an establishments row: its contacts (CONTACT_BITS) and the Simples and MEI flags (bits 64 and
 * 128), so "without MEI" or "Simples" — the staple of B2B prospecting — stays a broad or block search (72 M,
 * ATIVA without MEI: 744 ms grouping 28 M rows; from the cube a few tens of ms).
 */
export const CONTACTS_MASK_SQL = `(has_email::UTINYINT | (has_telefone::UTINYINT << 1) | (has_celular::UTINYINT << 2)
  | (has_site::UTINYINT << 3) | (fl_socios::UTINYINT << 4) | (fl_decisores::UTINYINT << 5)
  | (fl_simples::UTINYINT << 6) | (fl_mei::UTINYINT << 7))`;

/** Which situação and UF codes and which contacts masks a broad search keeps. */
export interface BroadScope {
  situacao: (code: number) => boolean;
  uf: (code: number) => boolean;
  contacts: (mask: number) => boolean;
  /**
   * Bits every row must have (`exists`, a flag required), bits no row may have (a flag excluded) and bits of
   * which one is enough (`has_any`, 0: none).
   */
  required: number;
  forbidden: number;
  anyOf: number;
  /** Explicit lists for SQL over quality_ranking (null: no restriction). */
  situacoes: { include: number[] | null; exclude: number[] };
  ufs: { include: number[] | null; exclude: number[] };
}

function codes(values: readonly string[] | undefined, options: readonly { value: string; code: number }[]) {
  return (values ?? []).map((v) => options.find((o) => o.value === v)?.code ?? -1);
}

function usedKeys(where: object | undefined): string[] {
  return Object.entries(where ?? {})
    .filter(([, v]) => v !== undefined)
    .map(([k]) => k);
}

/** The scope of a broad search, or null when the search has any other filter. */
export function broadScope(body: SearchBody, ctx: CompileContext): BroadScope | null {
  return filteredOnlyBy(body, ctx, BROAD_FIELDS) ? searchScope(body) : null;
}

/** Whether a search filters only by `fields` and contact presence (no text, no excluded CNPJs). */
export function filteredOnlyBy(body: SearchBody, ctx: CompileContext, fields: ReadonlySet<string>): boolean {
  return (
    usedKeys(body.where).every((k) => fields.has(k)) &&
    usedKeys(body.wherenot).every((k) => fields.has(k)) &&
    !hasText(body.match, body.match_either) &&
    !(ctx.excludedIds?.length ?? 0) &&
    ctx.onlyIds === undefined
  );
}

/** The situação, UF and contacts part of any search (its other filters are not looked at). */
export function searchScope(body: SearchBody): BroadScope {
  const { situacoes, ufs } = SEARCH_CODE_LISTS;
  const list = (
    include: string[] | undefined,
    exclude: string[] | undefined,
    options: readonly { value: string; code: number }[],
  ) => ({
    include: include ? codes(include, options) : null,
    exclude: codes(exclude, options),
  });
  const s = list(body.where?.ds_situacao_cnpj, body.wherenot?.ds_situacao_cnpj, situacoes);
  const u = list(body.where?.sg_uf, body.wherenot?.sg_uf, ufs);
  const test = (l: { include: number[] | null; exclude: number[] }) => (code: number) =>
    (l.include === null || l.include.includes(code)) && !l.exclude.includes(code);
  const bits = (kinds: readonly PresenceFieldName[] | undefined) =>
    (kinds ?? []).reduce((mask, kind) => mask | CONTACT_BITS[kind], 0);
  let required = bits(body.exists);
  let forbidden = 0;
  for (const field of MASK_FIELDS) {
    const wanted = body.where?.[field];
    const unwanted = body.wherenot?.[field];
    if (wanted === true || unwanted === false) required |= MASK_FIELD_BITS[field];
    if (wanted === false || unwanted === true) forbidden |= MASK_FIELD_BITS[field];
  }
  const anyOf = bits(body.has_any);
  const contacts = (mask: number) =>
    (mask & required) === required && (mask & forbidden) === 0 && (anyOf === 0 || (mask & anyOf) !== 0);
  return { situacao: test(s), uf: test(u), contacts, required, forbidden, anyOf, situacoes: s, ufs: u };
}

/** The SQL condition on a `contacts` mask column for a scope ('true' when it keeps every mask). */
export function maskSql(scope: BroadScope): string {
  const parts: string[] = [];
  if (scope.required !== 0) parts.push(`(contacts & ${scope.required}) = ${scope.required}`);
  if (scope.forbidden !== 0) parts.push(`(contacts & ${scope.forbidden}) = 0`);
  if (scope.anyOf !== 0) parts.push(`(contacts & ${scope.anyOf}) <> 0`);
  return parts.length ? parts.join(' AND ') : 'true';
}

/** Default order (quality desc, id): the only order quality_ranking holds. */
export function hasDefaultSort(body: SearchBody): boolean {
  const sort = body.sort_by ?? [];
  return (
    sort.length === 0 ||
    (sort.length === 1 && sort[0]?.field === 'quality_data_score' && sort[0].order === 'desc')
  );
}

/** `column IN (…) AND column NOT IN (…)` for a scope's code lists (UTINYINT placeholders). */
export function scopeSql(
  column: string,
  list: { include: number[] | null; exclude: number[] },
  params: DuckDBValue[],
) {
  const parts: string[] = [];
  if (list.include) {
    parts.push(
      list.include.length ? `${column} IN (${list.include.map(() => '?::UTINYINT').join(', ')})` : 'false',
    );
    params.push(...list.include);
  }
  if (list.exclude.length > 0) {
    parts.push(`${column} NOT IN (${list.exclude.map(() => '?::UTINYINT').join(', ')})`);
    params.push(...list.exclude);
  }
  return parts.length ? parts.join(' AND ') : 'true';
}
