// The account's consumption by user: its filters as the API's query, and how a period reads.
import type { ConsumptionGrouping } from '@prospecta/contracts/admin-api';

export type ConsumptionFilters = {
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
  grouping: ConsumptionGrouping;
  page: number;
};

/** The "Agrupar por" choices, month first (the default; spec admin §3: day and year also available). */
export const CONSUMPTION_GROUPING_OPTIONS: ReadonlyArray<{ value: ConsumptionGrouping; label: string }> = [
  { value: 'month', label: 'Por mês' },
  { value: 'day', label: 'Por dia' },
  { value: 'year', label: 'Por ano' },
];

/** The unit a user's periods are in ("Ver o consumo de Ana por mês"). */
export const GROUPING_UNITS: Record<ConsumptionGrouping, string> = { day: 'dia', month: 'mês', year: 'ano' };

/** The selector's value back as a grouping (anything else keeps the default). */
export function toGrouping(value: string | null): ConsumptionGrouping {
  return CONSUMPTION_GROUPING_OPTIONS.find((option) => option.value === value)?.value ?? 'month';
}

/** The grouping's URL parameter (like the users' filters, so a reload or a shared link keeps it). */
const GROUPING_KEY = 'grouping';

/** The grouping the address asks for (none or anything unknown: by month). */
export function readGrouping(params: URLSearchParams): ConsumptionGrouping {
  return toGrouping(params.get(GROUPING_KEY));
}

/** The parameters with the grouping written over them (the default, month, left out); others stay. */
export function writeGrouping(params: URLSearchParams, grouping: ConsumptionGrouping): URLSearchParams {
  const next = new URLSearchParams(params);
  if (grouping === 'month') next.delete(GROUPING_KEY);
  else next.set(GROUPING_KEY, grouping);
  return next;
}

export const EMPTY_CONSUMPTION_FILTERS: ConsumptionFilters = { from: '', to: '', grouping: 'month', page: 1 };

/** The tab opens on the current calendar year (spec: the consumption's default range), by month. */
export function currentYearFilters(now: Date): ConsumptionFilters {
  const year = now.getFullYear();
  return { ...EMPTY_CONSUMPTION_FILTERS, from: `${year}-01-01`, to: `${year}-12-31` };
}

/** "init_date=…&end_date=…&group_by_format=…&page=…" (an empty day is left out). */
export function consumptionQueryString(filters: ConsumptionFilters): string {
  const params = new URLSearchParams();
  if (filters.from) params.set('init_date', filters.from);
  if (filters.to) params.set('end_date', filters.to);
  params.set('group_by_format', filters.grouping);
  params.set('page', String(filters.page));
  return params.toString();
}

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/** "2025" → "2025"; "2025-11" → "nov/2025"; "2025-11-05" → "05/11/2025". */
export function periodLabel(period: string): string {
  const [year, month, day] = period.split('-');
  if (!year || !month) return period;
  if (day) return `${day}/${month}/${year}`;
  return `${MONTHS[Number(month) - 1] ?? month}/${year}`;
}
