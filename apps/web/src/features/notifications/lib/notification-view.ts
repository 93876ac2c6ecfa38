// How each notification type reads (spec exports §3: export success, partial success, token error, export
// error; ours: a list's validation finished or failed, a list shared with the user, a company report answered,
// a referral's news, a support answer), in Portuguese, whether it offers "Reconectar", and which tab of its list (or which
// screen) it opens.
import type { Notification } from '@prospecta/contracts/notifications-api';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';

export type NotificationKind = 'success' | 'partial' | 'token' | 'error' | 'other';

export type NotificationView = {
  kind: NotificationKind;
  label: string;
  color: string;
  reconnect: boolean;
  /** The tab of the list the notification's link opens (`aba`), none: the companies. */
  listTab?: string;
  /**
   * A screen the notification leads to that is not a list's (the referrals' panel); an `href` that is only a
   * query (`?suporte=1`) is added to the screen the user is on (`linkTarget`).
   */
  link?: { href: string; label: string };
};

// The panel opened on its list (`#indicacoes`, features/referral), not on the link to share.
const REFERRALS_LINK = { href: `${paths.user.shareAndWin.getHref()}#indicacoes`, label: 'Ver indicações' };

// The support chat's widget opens over the screen the user is on (features/support, `?suporte=1`).
const SUPPORT_LINK = { href: '?suporte=1', label: 'Abrir conversa' };

const VIEWS: Record<string, NotificationView> = {
  export_success: { kind: 'success', label: 'Exportação concluída', color: 'green', reconnect: false },
  export_partial_success: {
    kind: 'partial',
    label: 'Exportação com falhas',
    color: 'yellow',
    reconnect: false,
  },
  export_token_error: { kind: 'token', label: 'Falha de autenticação', color: 'red', reconnect: true },
  export_error: { kind: 'error', label: 'Erro na exportação', color: 'red', reconnect: false },
  validation_success: {
    kind: 'success',
    label: 'Validação concluída',
    color: 'teal',
    reconnect: false,
    listTab: 'validacao',
  },
  validation_error: {
    kind: 'error',
    label: 'Validação falhou',
    color: 'red',
    reconnect: false,
    listTab: 'validacao',
  },
  list_shared: { kind: 'other', label: 'Lista compartilhada', color: 'blue', reconnect: false },
  list_unshared: { kind: 'other', label: 'Acesso removido', color: 'gray', reconnect: false },
  company_corrected: { kind: 'success', label: 'Dado corrigido', color: 'teal', reconnect: false },
  company_checked: { kind: 'other', label: 'Dado conferido', color: 'blue', reconnect: false },
  referral_registered: {
    kind: 'other',
    label: 'Nova indicação',
    color: 'blue',
    reconnect: false,
    link: REFERRALS_LINK,
  },
  referral_converted: {
    kind: 'success',
    label: 'Indicação virou cliente',
    color: 'teal',
    reconnect: false,
    link: REFERRALS_LINK,
  },
  referral_declined: {
    kind: 'other',
    label: 'Indicação não fechou',
    color: 'gray',
    reconnect: false,
    link: REFERRALS_LINK,
  },
  support_reply: { kind: 'other', label: 'Suporte', color: 'brand', reconnect: false, link: SUPPORT_LINK },
};

const words = (text: string) =>
  text
    .toLocaleLowerCase('pt-BR')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * Whether the type's label only repeats the title ("Exportação concluída" over "Exportação concluída", "Erro na
 * exportação" over "Erro na exportação"): every word of it is in the title. Then it is not shown.
 */
export function labelRepeatsTitle(label: string, title: string): boolean {
  const inTitle = new Set(words(title));
  return words(label).every((w) => inTitle.has(w));
}

export function notificationView(n: Pick<Notification, 'type'>): NotificationView {
  return VIEWS[n.type] ?? { kind: 'other', label: 'Aviso', color: 'blue', reconnect: false };
}

/** Where a link goes: its own address, or — a query alone — the user's screen with that query added. */
export function linkTarget(href: string, here: { pathname: string; search: string }): string {
  if (!href.startsWith('?')) return href;
  const params = new URLSearchParams(here.search);
  for (const [key, value] of new URLSearchParams(href)) params.set(key, value);
  return `${here.pathname}?${params}`;
}

/** "agora", "há 5 min", "há 3 h", "ontem", else the date. */
export function timeAgo(iso: string, now: Date): string {
  const minutes = Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return 'agora';
  if (minutes < 60) return `há ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `há ${hours} h`;
  if (hours < 48) return 'ontem';
  return formatDate(iso);
}

/** The unread count on the bell: capped so the badge stays small. */
export const badgeCount = (unread: number) => (unread > 99 ? '99+' : String(unread));
