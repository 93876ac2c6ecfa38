// The effectiveness report's period (its presets and the address: `?de=&ate=`), how its figures read, and the
// table as a CSV (what the panel downloads).
import {
  type EffectivenessFigures,
  type EffectivenessResponse,
  NO_CS_LABEL,
} from '@prospecta/contracts/admin-reports-api';
import { brasiliaDay } from '@prospecta/contracts/brasilia-time';
import { formatDate, formatInteger } from '@/lib/format';
import { readDay, writeParams } from '@/lib/url-params';

export type Period = { from: string; to: string };
export const EFFECTIVENESS_PRESETS = ['this_month', 'last_month', 'last_90_days'] as const;
export type EffectivenessPreset = (typeof EFFECTIVENESS_PRESETS)[number];
export const PRESET_LABELS: Record<EffectivenessPreset, string> = {
  this_month: 'Este mês',
  last_month: 'Mês passado',
  last_90_days: 'Últimos 90 dias',
};

const iso = (date: Date) => date.toISOString().slice(0, 10);
/** The day `days` after the given one (negative: before), as YYYY-MM-DD. */
function shift(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return iso(date);
}

/** A preset's days, from Brasília's today: this month so far, the whole last month, the last 90 days with today. */
export function presetPeriod(preset: EffectivenessPreset, now: Date): Period {
  const today = brasiliaDay(now);
  const monthStart = `${today.slice(0, 7)}-01`;
  switch (preset) {
    case 'this_month':
      return { from: monthStart, to: today };
    case 'last_month': {
      const to = shift(monthStart, -1);
      return { from: `${to.slice(0, 7)}-01`, to };
    }
    case 'last_90_days':
      return { from: shift(today, -89), to: today };
  }
}

/** The preset a period is, if any (the picker shows it pressed). */
export function presetOf(period: Period, now: Date): EffectivenessPreset | null {
  return (
    EFFECTIVENESS_PRESETS.find((preset) => {
      const days = presetPeriod(preset, now);
      return days.from === period.from && days.to === period.to;
    }) ?? null
  );
}

const KEYS = { from: 'de', to: 'ate' } as const;

/** The period in the address ('' for a day being chosen again); none at all: this month. */
export function readPeriod(params: URLSearchParams, now: Date): Period {
  const from = readDay(params.get(KEYS.from));
  const to = readDay(params.get(KEYS.to));
  return from || to ? { from, to } : presetPeriod('this_month', now);
}

export function writePeriod(params: URLSearchParams, period: Period): URLSearchParams {
  return writeParams(params, { [KEYS.from]: period.from, [KEYS.to]: period.to });
}

/** "8,3" (one decimal, the comma), or "—" without answers. */
export function formatAverage(value: number | null): string {
  return value === null
    ? '—'
    : value.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** NPS with its sign ("+33", "−20", "0"), or "—" without answers. */
export function formatNps(value: number | null): string {
  if (value === null) return '—';
  if (value > 0) return `+${value}`;
  return value < 0 ? `−${Math.abs(value)}` : '0';
}

/** A share of the portfolio: "3 de 5"; alone when the portfolio is empty. */
export const ofAccounts = (part: number, whole: number) =>
  whole > 0 ? `${formatInteger(part)} de ${formatInteger(whole)}` : formatInteger(part);

export type EffectivenessColumn = {
  key: string;
  header: string;
  /** The cell as the table shows it and the CSV writes it (the CSV keeps plain numbers). */
  cell: (row: EffectivenessFigures) => string;
  raw: (row: EffectivenessFigures) => string | number;
};

const count = (key: keyof EffectivenessFigures, header: string): EffectivenessColumn => ({
  key,
  header,
  cell: (row) => formatInteger(row[key] as number),
  raw: (row) => row[key] as number,
});

/** The figures' columns in the table's order (the owner's column comes first). */
export const EFFECTIVENESS_COLUMNS: EffectivenessColumn[] = [
  count('accounts', 'Contas'),
  {
    key: 'active_accounts',
    header: 'Contas com atividade',
    cell: (row) => ofAccounts(row.active_accounts, row.accounts),
    raw: (row) => row.active_accounts,
  },
  count('active_users', 'Usuários ativos'),
  count('exported_companies', 'Empresas exportadas'),
  count('click_credits_spent', 'Consultas usadas'),
  count('onboardings_done', 'Onboardings realizados'),
  count('onboardings_scheduled', 'Onboardings agendados'),
  count('onboardings_waiting', 'Onboardings aguardando'),
  count('nps_answers', 'Respostas NPS'),
  {
    key: 'nps_average',
    header: 'Nota média',
    cell: (row) => formatAverage(row.nps_average),
    raw: (row) => formatAverage(row.nps_average).replace('—', ''),
  },
  {
    key: 'nps',
    header: 'NPS',
    cell: (row) => formatNps(row.nps),
    raw: (row) => (row.nps === null ? '' : row.nps),
  },
  count('plan_orders', 'Pedidos de plano'),
  count('shop_orders', 'Pedidos da loja'),
  {
    key: 'at_risk_accounts',
    header: 'Em risco',
    cell: (row) => ofAccounts(row.at_risk_accounts, row.accounts),
    raw: (row) => row.at_risk_accounts,
  },
];

/** The owner's name as a row reads it ("Sem responsável" for the accounts without one). */
export const ownerLabel = (row: EffectivenessResponse['rows'][number]) =>
  row.cs ? `${row.cs.name}${row.cs.active ? '' : ' (desativado)'}` : NO_CS_LABEL;

const csvField = (value: string | number) => {
  const text = String(value);
  return /[";\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * The table as a CSV for Excel in Brazil: `;` between fields, a BOM for the accents, the period on the first
 * line, one line per owner and the totals.
 */
export function effectivenessCsv(report: EffectivenessResponse): string {
  const lines: Array<Array<string | number>> = [
    [`Período: ${formatDate(report.from)} a ${formatDate(report.to)}`],
    ['Responsável', 'E-mail', ...EFFECTIVENESS_COLUMNS.map((c) => c.header)],
    ...report.rows.map((row) => [
      ownerLabel(row),
      row.cs?.email ?? '',
      ...EFFECTIVENESS_COLUMNS.map((c) => c.raw(row)),
    ]),
    ['Total', '', ...EFFECTIVENESS_COLUMNS.map((c) => c.raw(report.totals))],
  ];
  return `\uFEFF${lines.map((line) => line.map(csvField).join(';')).join('\r\n')}\r\n`;
}

export const effectivenessCsvName = (period: Period) => `eficacia-cs-${period.from}-a-${period.to}.csv`;
