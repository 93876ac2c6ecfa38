// The clause-level rules of spec §5 applied to a raw DSL query before it is validated: empties
// dropped, ranges and dates checked, CNPJ lists cleaned, CEPs stripped, text upper-cased,
// exists-type fields moved from match to exists. Unknown fields are left for the DSL schema to refuse.

import { echoed } from './errors.ts';
import { EMPLOYEE_SENTINEL, isEmployeeField, isRevenueField } from './filter-catalogue-options.ts';
import {
  cleanDocumentList,
  isBlankText,
  isEmptyValue,
  parseBound,
  type QueryIssue,
  stripCep,
  toIsoDate,
  upperText,
} from './query-rules-values.ts';
import { fieldsOfKind, type SearchFieldDefinition, searchField } from './search-fields.ts';

export type RawObject = Record<string, unknown>;
export const isObject = (v: unknown): v is RawObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const PRESENCE_NAMES: readonly string[] = fieldsOfKind('presence').map((f) => f.name);

function cleanRange(
  field: SearchFieldDefinition,
  range: RawObject,
  path: string,
  issues: QueryIssue[],
): RawObject | undefined {
  const label = field.label;
  for (const key of ['gte', 'lte'] as const) {
    if (key in range && isEmptyValue(range[key])) {
      issues.push({
        code: 'incomplete_range',
        field: path,
        message: `${label}: informe o início e o fim do intervalo`,
      });
      return undefined;
    }
  }
  const out: RawObject = { ...range };
  if (field.kind === 'date_range') {
    for (const key of ['gte', 'lte'] as const) {
      const value = range[key];
      if (value === undefined) continue;
      const iso = typeof value === 'string' ? toIsoDate(value) : null;
      if (!iso) {
        issues.push({
          code: 'invalid_date',
          field: path,
          value: echoed(value),
          message: `${label}: data inválida "${echoed(value)}"`,
        });
        return undefined;
      }
      out[key] = iso;
    }
  } else {
    const employees = isEmployeeField(field.name);
    const sentinel = employees ? EMPLOYEE_SENTINEL : undefined;
    for (const key of ['gte', 'lte'] as const) {
      if (range[key] === undefined) continue;
      const n = parseBound(range[key], sentinel);
      if (n === null || Number.isNaN(n)) {
        issues.push({
          code: 'invalid_number',
          field: path,
          value: echoed(range[key]),
          message: `${label}: o limite deve ser um número`,
        });
        return undefined;
      }
      out[key] = n;
    }
    // spec §5: the employee range 0..1000000 is "not selected"; a revenue range ending at 0 is ignored.
    if (employees && Number(out.gte ?? 0) <= 0 && Number(out.lte) >= EMPLOYEE_SENTINEL) return undefined;
    if (isRevenueField(field.name) && out.lte === 0) return undefined;
    const outside = [out.gte, out.lte].some(
      (n) =>
        typeof n === 'number' &&
        ((field.min !== undefined && n < field.min) || (field.max !== undefined && n > field.max)),
    );
    if (outside) {
      const bounds = `${field.min ?? '−∞'} a ${field.max ?? '∞'}`;
      issues.push({ code: 'out_of_bounds', field: path, message: `${label}: use valores de ${bounds}` });
      return undefined;
    }
  }
  if (
    out.gte !== undefined &&
    out.lte !== undefined &&
    (out.lte as number | string) < (out.gte as number | string)
  ) {
    issues.push({
      code: 'inverted_range',
      field: path,
      message: `${label}: o fim do intervalo é menor que o início`,
    });
    return undefined;
  }
  return out;
}

/**
 * Whether a range clause of the DSL field `fieldName` is kept by the range rules above as it is (numbers or
 * dates, within the field's limits, end ≥ start, not the employees' "not selected" nor a revenue ending at 0).
 */
export function rangeApplies(fieldName: string, range: RawObject): boolean {
  const field = searchField(fieldName);
  return field !== undefined && cleanRange(field, range, fieldName, []) !== undefined;
}

function cleanValue(key: string, value: unknown, path: string, issues: QueryIssue[]): unknown {
  const field = searchField(key);
  if (!field) return value;
  switch (field.kind) {
    case 'number_range':
    case 'date_range':
      return isObject(value) ? cleanRange(field, value, path, issues) : value;
    case 'cnpj_list': {
      if (!Array.isArray(value)) return value;
      const { cnpjs, issues: found } = cleanDocumentList(value, path);
      issues.push(...found);
      return cnpjs.length > 0 ? cnpjs : undefined;
    }
    case 'code_list':
    case 'integer_list':
    case 'string_list': {
      if (!Array.isArray(value)) return value;
      // Only blank text is an empty item; null, a list or an object stays for the schema to refuse.
      const items = value
        .filter((v) => !isBlankText(v))
        .map((v) => (field.name === 'nu_cep' && typeof v === 'string' ? stripCep(v) : v));
      return items.length > 0 ? [...new Set(items)] : undefined;
    }
    case 'geo':
      return isObject(value) && typeof value.cep === 'string'
        ? { ...value, cep: stripCep(value.cep) }
        : value;
    default:
      return value;
  }
}

/** where / wherenot: empty entries dropped, each value cleaned by its field kind. */
export function cleanWhere(where: unknown, clause: string, issues: QueryIssue[]): unknown {
  if (!isObject(where)) return where;
  const out: RawObject = {};
  for (const [key, value] of Object.entries(where)) {
    if (isEmptyValue(value)) continue;
    const cleaned = cleanValue(key, value, `${clause}.${key}`, issues);
    if (cleaned !== undefined) out[key] = cleaned;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** match / match_either: text upper-cased, empty terms dropped; exists-type keys collected apart. */
export function cleanMatch(match: unknown, moved: string[]): unknown {
  if (!isObject(match)) return match;
  const out: RawObject = {};
  for (const [key, value] of Object.entries(match)) {
    if (PRESENCE_NAMES.includes(key)) {
      if (value !== false && !isEmptyValue(value)) moved.push(key);
      continue;
    }
    if (typeof value === 'string') {
      if (value.trim()) out[key] = upperText(value);
    } else if (Array.isArray(value)) {
      const terms = value
        .filter((v) => typeof v !== 'string' || v.trim())
        .map((v) => (typeof v === 'string' ? upperText(v) : v));
      if (terms.length > 0) out[key] = [...new Set(terms)];
    } else if (!isEmptyValue(value)) out[key] = value;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** exists / has_any / aggregation_type: blank entries dropped, duplicates removed; empty → undefined. */
export function cleanNameList(list: unknown): unknown {
  if (typeof list === 'string' && list.trim() === '') return undefined;
  if (!Array.isArray(list)) return list;
  const items = [...new Set(list.filter((v) => !isEmptyValue(v)))];
  return items.length > 0 ? items : undefined;
}

/** sort_by: entries without a field dropped; empty → undefined. */
export function cleanSort(sort: unknown): unknown {
  if (!Array.isArray(sort)) return isEmptyValue(sort) ? undefined : sort;
  const items = sort.filter((s) => isObject(s) && typeof s.field === 'string' && s.field.trim() !== '');
  return items.length > 0 ? items : undefined;
}
