// `match` and `match_either` through the token posting tables (a LIKE scan of 72 M names takes
// seconds): each word of a term is a lookup in name_tokens / partner_tokens, words are intersected (a
// partner's words within one partner: partnerIdsSql).

import type { TextFieldName } from '@prospecta/contracts/search-fields';
import type { SearchMatch } from '@prospecta/contracts/search-query';
import { orAll, type SqlParams } from './sql-builder.ts';
import { type TermWords, termWords } from './text-tokens.ts';

/** name_tokens.src bits: 1 razão social, 2 nome fantasia. */
export const NAME_SOURCE_MASK: Record<Exclude<TextFieldName, 'nm_socio'>, number | null> = {
  nm_razao_social: 1,
  nm_fantasia: 2,
  nm_empresa: null,
};

/** Upper bound for a prefix range: tokens are [0-9A-Z], so `~` sorts after every continuation. */
export const PREFIX_END = '~';

/** ` AND (src & mask) <> 0` for a field that reads one of the two names only. */
export const sourceFilter = (mask: number | null) => (mask === null ? '' : ` AND (src & ${mask}) <> 0`);

export function wordLookups(
  { exact, prefix }: TermWords,
  p: SqlParams,
  table: string,
  key: string,
  mask: number | null,
): string[] {
  const srcFilter = sourceFilter(mask);
  const lookups = exact.map((w) => `SELECT ${key} FROM ${table} WHERE token = ${p.add(w)}${srcFilter}`);
  if (prefix !== null) {
    lookups.push(
      `SELECT ${key} FROM ${table} WHERE token >= ${p.add(prefix)} AND token < ${p.add(prefix + PREFIX_END)}${srcFilter}`,
    );
  }
  return lookups;
}

/** A partner_tokens lookup's rows as (establishment, partner of its company having the word). */
const PARTNER_PAIRS = 'id, unnest(partners) AS partner';

/**
 * The ids of the establishments one of whose company's partners has every word of the term in its name
 * (partner_tokens; null when the term has no usable word). A one-word or prefix-only term is one lookup by
 * id; several words intersect (establishment, partner) pairs, so words spread over two partners ("LUIZ"
 * of one, "BRITO" of another) do not match.
 */
export function partnerIdsSql(words: TermWords, p: SqlParams): string | null {
  const count = words.exact.length + (words.prefix === null ? 0 : 1);
  if (count === 0) return null;
  if (count === 1) return wordLookups(words, p, 'partner_tokens', 'id', null)[0] as string;
  return `SELECT id FROM (${wordLookups(words, p, 'partner_tokens', PARTNER_PAIRS, null).join(' INTERSECT ')})`;
}

/** The condition for one text field and one term. */
export function textCondition(field: TextFieldName, term: string, p: SqlParams): string {
  if (field === 'nm_socio') {
    const ids = partnerIdsSql(termWords(term), p);
    return ids === null ? 'false' : `id IN (${ids})`;
  }
  const lookups = wordLookups(termWords(term), p, 'name_tokens', 'id', NAME_SOURCE_MASK[field]);
  if (lookups.length === 0) return 'false';
  return `id IN (${lookups.join(' INTERSECT ')})`;
}

function termsOf(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function entries(match: SearchMatch): [TextFieldName, string[]][] {
  return (Object.entries(match) as [TextFieldName, string | string[] | undefined][])
    .map(([field, value]): [TextFieldName, string[]] => [field, termsOf(value)])
    .filter(([, terms]) => terms.length > 0);
}

/** `match`: every field must match (the terms of one field are alternatives). */
export function matchAllCondition(match: SearchMatch, p: SqlParams): string[] {
  return entries(match).map(([field, terms]) => orAll(terms.map((t) => textCondition(field, t, p))));
}

/** `match_either`: any term of any field. */
export function matchEitherCondition(match: SearchMatch, p: SqlParams): string | null {
  const parts = entries(match).flatMap(([field, terms]) => terms.map((t) => textCondition(field, t, p)));
  return parts.length === 0 ? null : orAll(parts);
}

export function hasText(match: SearchMatch | undefined, either: SearchMatch | undefined): boolean {
  return entries(match ?? {}).length > 0 || entries(either ?? {}).length > 0;
}
