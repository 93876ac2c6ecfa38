// The filters of the staff's "Sinais de venda" kept in the address (`?kind=&from=&to=&mine=1&size=20&page=`): a
// reload, Back or a shared link opens the same view. The period's default (the last 30 days up to today, in
// Brasília) is left out of the address, so an old link without a period reads the last 30 days of its day.
import { RECENT_EVENTS_DEFAULT_DAYS, SALES_SIGNALS_MESSAGES } from '@prospecta/contracts/sales-signals-api';
import { USER_EVENT_KINDS, type UserEventKind } from '@prospecta/contracts/user-events';
import { knownValue, readDay, readPage, writeParams } from '@/lib/url-params';

export type RecentEventsFilters = {
  kind: UserEventKind | '';
  from: string;
  to: string;
  mine: boolean;
  pageSize: 10 | 20;
  page: number;
};

const DAY_MS = 24 * 3600_000;

/** The default period ending on `today` (YYYY-MM-DD): 30 days, today included. */
export function defaultPeriod(today: string): { from: string; to: string } {
  const from = new Date(Date.parse(`${today}T12:00:00Z`) - (RECENT_EVENTS_DEFAULT_DAYS - 1) * DAY_MS);
  return { from: from.toISOString().slice(0, 10), to: today };
}

export function readRecentEventsFilters(params: URLSearchParams, today: string): RecentEventsFilters {
  const period = defaultPeriod(today);
  return {
    kind: knownValue(params.get('kind'), USER_EVENT_KINDS) ?? '',
    from: readDay(params.get('from')) || period.from,
    to: readDay(params.get('to')) || period.to,
    mine: params.get('mine') === '1',
    pageSize: params.get('size') === '20' ? 20 : 10,
    page: readPage(params.get('page')),
  };
}

/** The parameters with the filters written over them (defaults left out, other parameters kept). */
export function writeRecentEventsFilters(
  params: URLSearchParams,
  f: RecentEventsFilters,
  today: string,
): URLSearchParams {
  const period = defaultPeriod(today);
  return writeParams(params, {
    kind: f.kind,
    from: f.from === period.from ? '' : f.from,
    to: f.to === period.to ? '' : f.to,
    mine: f.mine ? '1' : '',
    size: f.pageSize === 20 ? '20' : '',
    page: f.page,
  });
}

/** The query of GET /ddcs/recent_events. */
export function recentEventsQueryString(f: RecentEventsFilters): string {
  const params = new URLSearchParams({
    from: f.from,
    to: f.to,
    page: String(f.page),
    page_size: String(f.pageSize),
  });
  if (f.kind) params.set('kind', f.kind);
  if (f.mine) params.set('mine', 'true');
  return params.toString();
}

/** Why the period cannot be asked, in the API's words; null when it can. */
export function periodProblem(f: Pick<RecentEventsFilters, 'from' | 'to'>): string | null {
  return f.from > f.to ? SALES_SIGNALS_MESSAGES.invalidPeriod : null;
}

/** "23 sinais", "1 sinal com esses filtros". */
export function totalText(total: number, filtered: boolean, formatInteger: (n: number) => string): string {
  const count = total === 1 ? '1 sinal' : `${formatInteger(total)} sinais`;
  return filtered ? `${count} com esses filtros` : `${count} no período`;
}
