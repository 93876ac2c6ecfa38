// Which parts of two search queries find different companies: the check behind filterStateFromQuery
// (filter-state-from-query.ts), which compares a stored query with the one its filter state builds again.
// Both are normalised queries (normalizeSearchQuery); parts are compared by what they mean, not by how they
// are written: list values in any order, a term alone or in a list of one, a range's missing bound at the
// field's limit, a `has_any` of one contact as that contact in `exists`. Paging, extra aggregations and
// the screen's own `special_filter` find the same companies and are left out.
import { EMPLOYEE_SENTINEL, isEmployeeField } from './filter-catalogue-options.ts';
import { isObject, type RawObject } from './query-rules-clean.ts';
import { searchField } from './search-fields.ts';
import type { SearchQuery } from './search-query.ts';

/** A part of a query: `where.sg_uf`, `match_either.nm_fantasia`, the contacts required, the order. */
export interface UnshownPart {
  clause: 'where' | 'wherenot' | 'match' | 'match_either' | 'contacts' | 'sort_by' | 'eliminate' | 'search';
  /** The DSL field; the clause again for the parts that have none. */
  field: string;
}

const sortedJson = (values: unknown[]) => JSON.stringify(values.map((v) => JSON.stringify(v)).sort());

function canonicalValue(field: string, value: unknown): string {
  if (Array.isArray(value)) return sortedJson(value);
  if (typeof value === 'string') return sortedJson([value]);
  if (isObject(value) && ('gte' in value || 'lte' in value)) {
    const def = searchField(field);
    const upper = isEmployeeField(field) ? EMPLOYEE_SENTINEL : def?.max;
    return JSON.stringify([value.gte ?? def?.min ?? null, value.lte ?? upper ?? null]);
  }
  if (isObject(value)) return JSON.stringify(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));
  return JSON.stringify(value);
}

function clauseDifferences(clause: UnshownPart['clause'], a: unknown, b: unknown): UnshownPart[] {
  const left: RawObject = isObject(a) ? a : {};
  const right: RawObject = isObject(b) ? b : {};
  const fields = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return fields
    .filter((field) => {
      const [x, y] = [left[field], right[field]];
      if (x === undefined || y === undefined) return x !== y;
      return canonicalValue(field, x) !== canonicalValue(field, y);
    })
    .map((field) => ({ clause, field }));
}

/** Every contact a row must have, and the groups of which it must have one. */
function contacts(search: SearchQuery['search']): string {
  const hasAny = search.has_any ?? [];
  const all = [...(search.exists ?? []), ...(hasAny.length === 1 ? hasAny : [])];
  return JSON.stringify([[...new Set(all)].sort(), hasAny.length > 1 ? [...new Set(hasAny)].sort() : []]);
}

/** The parts of `stored` that `rebuilt` does not search the same way. */
export function queryDifferences(stored: SearchQuery, rebuilt: SearchQuery): UnshownPart[] {
  const [a, b] = [stored.search, rebuilt.search];
  const parts = [
    ...clauseDifferences('where', a.where, b.where),
    ...clauseDifferences('wherenot', a.wherenot, b.wherenot),
    ...clauseDifferences('match', a.match, b.match),
    ...clauseDifferences('match_either', a.match_either, b.match_either),
  ];
  if (contacts(a) !== contacts(b)) parts.push({ clause: 'contacts', field: 'contacts' });
  if (JSON.stringify(a.sort_by ?? []) !== JSON.stringify(b.sort_by ?? []))
    parts.push({ clause: 'sort_by', field: 'sort_by' });
  if (
    (stored.eliminate_cnpjs_already_exported_in_account === true) !==
    (rebuilt.eliminate_cnpjs_already_exported_in_account === true)
  )
    parts.push({ clause: 'eliminate', field: 'eliminate' });
  return parts;
}

const lowerFirst = (label: string) =>
  /^\p{Lu}\p{Ll}/u.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;

/** The pt-BR name of a part, for the screen's notice ("UF", "exclusão por natureza jurídica"…). */
export function unshownLabel(part: UnshownPart): string {
  const label = searchField(part.field)?.label ?? part.field;
  switch (part.clause) {
    case 'where':
      return lowerFirst(label);
    case 'wherenot':
      return `exclusão por ${lowerFirst(label)}`;
    case 'match':
    case 'match_either':
      return `busca em ${lowerFirst(label)}`;
    case 'contacts':
      return 'contatos exigidos';
    case 'sort_by':
      return 'ordenação';
    case 'eliminate':
      return 'empresas já exportadas';
    default:
      return 'a busca inteira';
  }
}

/** "UF, país (código RFB) e ordenação": the names of the parts, each once. */
export function unshownText(parts: readonly UnshownPart[]): string {
  const labels = [...new Set(parts.map(unshownLabel))];
  if (labels.length <= 1) return labels[0] ?? '';
  return `${labels.slice(0, -1).join(', ')} e ${labels.at(-1)}`;
}
