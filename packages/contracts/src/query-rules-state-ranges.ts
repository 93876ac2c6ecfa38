// The screen's range, date and CEP-radius filters as the query takes them (spec §5): stateToQuery writes the
// clause each gives, or says why it is left out; the panel's counters (filterSelectionCounts) count one only
// when its clause is written and kept by the range rules (rangeApplies), so a counter never counts a filter
// the search does not apply ("De 100.000" alone, an inverted range, a CEP still being typed).
import { echoed } from './errors.ts';
import type { CatalogueFilter } from './filter-catalogue.ts';
import type { CepDistance, DateFilter, NumericRange } from './filter-state.ts';
import { rangeApplies } from './query-rules-clean.ts';
import { parseBound, type QueryIssue } from './query-rules-values.ts';
import { normalizeCep } from './search-values.ts';

/** The clause a filter writes, why it writes none, or null when the user has not started it. */
export type StateClause<T> = { clause: T } | { issue: QueryIssue } | null;

const filled = (v: number | string | null) => v !== null && String(v).trim() !== '';

/** "De" / "Até": both bounds (spec §5: a pair with an empty bound is dropped). */
export function numericRangeClause(
  filter: CatalogueFilter,
  range: NumericRange,
): StateClause<{ gte: number; lte: number }> {
  if (!filled(range.value_start) && !filled(range.value_end)) return null;
  const [gte, lte] = [parseBound(range.value_start), parseBound(range.value_end)];
  if (gte === null || lte === null) {
    return {
      issue: {
        code: 'incomplete_range',
        field: filter.id,
        message: `${filter.title}: informe o início e o fim do intervalo`,
      },
    };
  }
  return { clause: { gte, lte } };
}

/** A period: both dates, on one of the filter's date fields (spec §5: a date filter needs both). */
export function dateRangeClause(
  filter: CatalogueFilter,
  date: DateFilter,
): StateClause<{ field: string; range: { gte: string; lte: string } }> {
  if (!date.inDate && !date.toDate) return null;
  const allowed: string[] = [filter.queryField, ...(filter.queryFieldChoices ?? []).map((c) => c.value)];
  if (!allowed.includes(date.queryField)) {
    return {
      issue: {
        code: 'invalid_date_field',
        field: filter.id,
        value: date.queryField,
        message: `${filter.title}: campo de data inválido`,
      },
    };
  }
  if (!date.inDate.trim() || !date.toDate.trim()) {
    return {
      issue: {
        code: 'incomplete_date',
        field: filter.id,
        message: `${filter.title}: informe a data inicial e a final`,
      },
    };
  }
  return { clause: { field: date.queryField, range: { gte: date.inDate, lte: date.toDate } } };
}

/**
 * A CEP radius: a CEP the query can read and a distance. A CEP still being typed is left out with why, as a
 * bound being typed is: the other filters apply.
 */
export function cepRadiusClause(cep: CepDistance): StateClause<{ cep: string; distance: number }> {
  if (!cep.zip.trim() || cep.distance <= 0) return null;
  if (normalizeCep(cep.zip)) return { clause: { cep: cep.zip, distance: cep.distance } };
  return {
    issue: {
      code: 'invalid_cep',
      field: 'cep_distance',
      value: cep.zip,
      message: `CEP incompleto "${echoed(cep.zip.trim())}": a distância não foi aplicada`,
    },
  };
}

/** Whether the numeric range filter's clause is written and kept by the range rules (bounds, order). */
export function numericRangeApplies(filter: CatalogueFilter, range: NumericRange): boolean {
  const built = numericRangeClause(filter, range);
  // "Por empresa" moves the exact employee range to the company's field, whose limits are the same.
  return built !== null && 'clause' in built && rangeApplies(filter.queryField, built.clause);
}

/** Whether the date filter's clause is written and kept by the range rules (real dates, in order). */
export function dateRangeApplies(filter: CatalogueFilter, date: DateFilter): boolean {
  const built = dateRangeClause(filter, date);
  return built !== null && 'clause' in built && rangeApplies(built.clause.field, built.clause.range);
}
