import {
  IN_PROSPECTING_STATUSES,
  PROSPECTING_STATUS_LABELS,
  PROSPECTING_STATUSES,
  type ProspectingStatus,
} from '@prospecta/contracts/lists-companies-api';

/**
 * What the list table shows by status: one status, or every company the user has moved on ("Trabalhadas":
 * out of "A prospectar", "Sucesso" and "Descartado" included, as the metrics count it). Kept in the list's address as `status`.
 */
export type StatusFilter = ProspectingStatus | 'em_prospeccao';

export const STATUS_FILTER_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'a_prospectar', label: PROSPECTING_STATUS_LABELS.a_prospectar },
  { value: 'em_prospeccao', label: 'Trabalhadas' },
  ...IN_PROSPECTING_STATUSES.map((s) => ({ value: s, label: PROSPECTING_STATUS_LABELS[s] })),
];

/** The address's value as a filter; anything else (absent, misspelt) is no filter. */
export function parseStatusFilter(value: string | null): StatusFilter | null {
  if (value === 'em_prospeccao') return value;
  return PROSPECTING_STATUSES.find((s) => s === value) ?? null;
}

/** The statuses the API is asked for (`status=`); none for no filter. */
export function statusesOf(filter: StatusFilter | null): readonly ProspectingStatus[] {
  if (filter === null) return [];
  return filter === 'em_prospeccao' ? IN_PROSPECTING_STATUSES : [filter];
}

/** "com status Contatado" / "trabalhada(s)": how the table's count and its empty state name the filter. */
export function statusFilterPhrase(filter: StatusFilter, plural = false): string {
  if (filter === 'em_prospeccao') return plural ? 'trabalhadas' : 'trabalhada';
  return `com status ${PROSPECTING_STATUS_LABELS[filter]}`;
}
