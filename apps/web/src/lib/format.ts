// pt-BR formatting used across screens (numbers, currency, dates, roles, credits).
import type { Role } from '@prospecta/contracts/auth';

const integerFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const currencyFormat = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
// Moments are shown as the day they fall on in Brasília, the day the server's rules use (a credit grant
// expires at midnight there); a calendar date ("2013-05-28", a company's opening) has no zone at all.
const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
});
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const timeFormat = new Intl.DateTimeFormat('pt-BR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

export function formatInteger(value: number): string {
  return integerFormat.format(value);
}

export function formatCurrency(value: number): string {
  return currencyFormat.format(value);
}

/**
 * dd/mm/aaaa, or '—' for a missing or invalid date. A calendar date is written as it is (`new Date` would
 * read it as UTC midnight, the evening before in Brazil); a moment as its day in Brasília.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const calendar = typeof value === 'string' ? CALENDAR_DATE.exec(value) : null;
  if (calendar) return `${calendar[3]}/${calendar[2]}/${calendar[1]}`;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
}

const roleLabels: Record<Role, string> = {
  admin: 'Administrador',
  customer_success: 'Sucesso do cliente',
  owner: 'Proprietário da conta',
  manager: 'Gestor',
  prospector: 'Prospectador',
  user: 'Usuário',
};

/** A moment as its day and time in Brasília: "29/11/2026 às 08:40" (several saved the same day told apart). */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : `${dateFormat.format(date)} às ${timeFormat.format(date)}`;
}

export function formatRole(role: string): string {
  return role in roleLabels ? roleLabels[role as Role] : role;
}

/**
 * Share of the granted credits still available, 0–100 (0 when nothing was granted). 100 only when none was
 * spent and 0 only when none is left: 498 of 500 is 99 %, 1 of 1 000 is 1 %.
 */
export function creditPercent(remaining: number, value: number): number {
  if (value <= 0 || remaining <= 0) return 0;
  if (remaining >= value) return 100;
  return Math.min(99, Math.max(1, Math.round((remaining / value) * 100)));
}

/** "320 de 500" */
export function formatCreditRatio(remaining: number, value: number): string {
  return `${formatInteger(Math.max(0, remaining))} de ${formatInteger(value)}`;
}
