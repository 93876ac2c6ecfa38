// Periods a seller picks a date filter by in one click ("abertas nos últimos 12 meses": new companies are
// prospects), instead of some eight clicks through the calendar's decades, years and months.

export type DatePreset = { label: string; value: [string, string] };

const iso = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** `months` before the day (the same day, or the month's last when it is shorter: 31/08 − 6 → 28/02). */
function monthsBefore(y: number, m: number, d: number, months: number): string {
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return iso(year, month, Math.min(d, last));
}

/** The periods up to `today` (YYYY-MM-DD), both ends included. */
export function datePresets(today: string): DatePreset[] {
  const [y = 1970, m = 1, d = 1] = today.split('-').map(Number);
  const daysBefore = (days: number) => new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10);
  return [
    { label: 'Últimos 30 dias', value: [daysBefore(30), today] },
    { label: 'Últimos 6 meses', value: [monthsBefore(y, m, d, 6), today] },
    { label: 'Últimos 12 meses', value: [monthsBefore(y, m, d, 12), today] },
    { label: 'Este ano', value: [iso(y, 1, 1), today] },
    { label: 'Ano passado', value: [iso(y - 1, 1, 1), iso(y - 1, 12, 31)] },
    { label: 'Últimos 5 anos', value: [monthsBefore(y, m, d, 60), today] },
  ];
}
