// The broad search shape — filtered only by situação and/or UF, the Simples and MEI flags, porte and contact
// presence (`exists`, `has_any`), default order — is DuckDB's weak spot at full scale (a page must rank tens
// of millions of rows, facets scan them). Such searches are answered from structures computed once:
// quality_ranking (pages) and the broad cube (broad-cube.ts), both keyed by one bit mask of the contacts, the
// two flags and the porte.

import type { DuckDBValue } from '@duckdb/node-api';
import { SEARCH_CODE_LISTS } from '@prospecta/contracts/search-codes';
import type { PresenceFieldName } from '@prospecta/contracts/search-fields';
import type { SearchBody } from '@prospecta/contracts/search-query';
import type { CompileContext } from './compile.ts';
import { hasText } from './compile-text.ts';

/** Boolean fields held as bits of the mask (CONTACTS_MASK_SQL): `where` / `wherenot` on them set or clear the bit. */
const FLAG_BITS = { fl_simples: 64, fl_mei: 128 } as const;
/** One bit per porte option (256, 512, …): a porte list is the bits of which a row must have one. */
const PORTE_BITS = new Map(SEARCH_CODE_LISTS.portes.map((o, i) => [o.value, 256 << i]));
/** Fields the mask answers (the cubes hold no column for them). */
export const MASK_FIELDS = ['fl_simples', 'fl_mei', 'ds_porte'] as const;

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
 * The mask of an establishments row (USMALLINT): its contacts (CONTACT_BITS), the Simples and MEI flags (64,
 * 128) and its porte (one bit per option), so "without MEI", "Simples" or "ME and EPP" — the staples of B2B
 * prospecting — stay broad or block searches (72 M: ATIVA without MEI 744 → 44 ms, ATIVA + ME or EPP
 * 1 111 → 52 ms). A porte code the options do not list has no bit: no porte filter keeps it, no exclusion drops it.
 */
export const CONTACTS_MASK_SQL = `(has_email::USMALLINT | (has_telefone::USMALLINT << 1) | (has_celular::USMALLINT << 2)
  | (has_site::USMALLINT << 3) | (fl_socios::USMALLINT << 4) | (fl_decisores::USMALLINT << 5)
  | (fl_simples::USMALLINT << 6) | (fl_mei::USMALLINT << 7)
  | (CASE porte ${SEARCH_CODE_LISTS.portes.map((o) => `WHEN ${o.code} THEN ${PORTE_BITS.get(o.value)}`).join(' ')} ELSE 0 END)::USMALLINT)`;

/** Which situação and UF codes and which masks (contacts, flags, porte) a broad search keeps. */
export interface BroadScope {
  situacao: (code: number) => boolean;
  uf: (code: number) => boolean;
  contacts: (mask: number) => boolean;
  /**
   * Bits every row must have (`exists`, a flag required), bits no row may have (a flag or a porte excluded),
   * bits of which one is enough (`has_any`, 0: none) and the porte bits of which a row must have one (null: no
   * porte filter).
   */
  required: number;
  forbidden: number;
  anyOf: number;
  portes: number | null;
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

/** The situação, UF and mask part of any search (its other filters are not looked at). */
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
  for (const field of ['fl_simples', 'fl_mei'] as const) {
    const wanted = body.where?.[field];
    const unwanted = body.wherenot?.[field];
    if (wanted === true || unwanted === false) required |= FLAG_BITS[field];
    if (wanted === false || unwanted === true) forbidden |= FLAG_BITS[field];
  }
  const porteBits = (values: readonly string[]) => values.reduce((m, v) => m | (PORTE_BITS.get(v) ?? 0), 0);
  forbidden |= porteBits(body.wherenot?.ds_porte ?? []);
  const portes = body.where?.ds_porte ? porteBits(body.where.ds_porte) : null;
  const anyOf = bits(body.has_any);
  const contacts = (mask: number) =>
    (mask & required) === required &&
    (mask & forbidden) === 0 &&
    (anyOf === 0 || (mask & anyOf) !== 0) &&
    (portes === null || (mask & portes) !== 0);
  return {
    situacao: test(s),
    uf: test(u),
    contacts,
    required,
    forbidden,
    anyOf,
    portes,
    situacoes: s,
    ufs: u,
  };
}

/** The SQL condition on a `contacts` mask column for a scope ('true' when it keeps every mask). */
export function maskSql(scope: BroadScope): string {
  const parts: string[] = [];
  if (scope.required !== 0) parts.push(`(contacts & ${scope.required}) = ${scope.required}`);
  if (scope.forbidden !== 0) parts.push(`(contacts & ${scope.forbidden}) = 0`);
  if (scope.anyOf !== 0) parts.push(`(contacts & ${scope.anyOf}) <> 0`);
  if (scope.portes !== null) parts.push(`(contacts & ${scope.portes}) <> 0`);
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
