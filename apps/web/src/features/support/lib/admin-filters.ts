// The staff's "Suporte" panel in the address (`?status=&mine=1&awaiting=1&q=&page=&conversa=`): a reload, Back or a shared
// link opens the same conversations and the same conversation. Unknown values read as the defaults.
import { knownValue, readPage, readText, writeParams } from '@/lib/url-params';

export const STATUS_FILTERS = ['open', 'closed', 'all'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const STATUS_FILTER_LABELS: Record<StatusFilter, string> = {
  open: 'Abertas',
  closed: 'Encerradas',
  all: 'Todas',
};

export type SupportFilters = {
  status: StatusFilter;
  mine: boolean;
  /** Only the conversations awaiting staff's answer ("Aguardando resposta"). */
  awaiting: boolean;
  q: string;
  page: number;
};

const CONVERSATION_KEY = 'conversa';

export function readSupportFilters(params: URLSearchParams): SupportFilters {
  return {
    // Open ones by default: the work waiting; the address leaves the default out.
    status: knownValue(params.get('status'), STATUS_FILTERS) ?? 'open',
    mine: params.get('mine') === '1',
    awaiting: params.get('awaiting') === '1',
    q: readText(params.get('q')),
    page: readPage(params.get('page')),
  };
}

/** The parameters with the filters written over them (defaults left out, the open conversation kept). */
export function writeSupportFilters(params: URLSearchParams, f: SupportFilters): URLSearchParams {
  return writeParams(params, {
    status: f.status === 'open' ? '' : f.status,
    mine: f.mine ? '1' : '',
    awaiting: f.awaiting ? '1' : '',
    q: f.q.trim(),
    page: f.page,
  });
}

/** The query of GET admin support conversations: only what differs from the API's defaults. */
export function supportListQueryString(f: SupportFilters): string {
  const query: Record<string, string> = { page: String(f.page) };
  if (f.status !== 'open') query.status = f.status;
  if (f.mine) query.mine = 'true';
  if (f.awaiting) query.awaiting = 'true';
  if (f.q.trim()) query.q = f.q.trim();
  return new URLSearchParams(query).toString();
}

/** The conversation open beside the list, if any. */
export const readOpenConversation = (params: URLSearchParams): string | null =>
  params.get(CONVERSATION_KEY) || null;

export function writeOpenConversation(params: URLSearchParams, id: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (id) next.set(CONVERSATION_KEY, id);
  else next.delete(CONVERSATION_KEY);
  return next;
}

/** The panel's heading's count: "3 não lidas" over every open conversation; nothing when none. */
export function unreadTotalText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread === 1 ? '1 não lida' : `${unread.toLocaleString('pt-BR')} não lidas`;
}

/** "12 conversas", "1 conversa encerrada", "3 conversas abertas com esses filtros". */
export function totalText(total: number, f: SupportFilters): string {
  const one = total === 1;
  const count = one ? '1 conversa' : `${total.toLocaleString('pt-BR')} conversas`;
  const status =
    f.status === 'open'
      ? one
        ? ' aberta'
        : ' abertas'
      : f.status === 'closed'
        ? one
          ? ' encerrada'
          : ' encerradas'
        : '';
  return `${count}${status}${f.mine || f.awaiting || f.q ? ' com esses filtros' : ''}`;
}
