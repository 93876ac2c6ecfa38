// What an app's page shows and offers: its state for the account, the line that explains it, and the owner's
// actions (spec §1: only owners contract or cancel; everyone else sees the state and why there is no button).
import { APP_STATE_LABELS, type AppState, type Subscription } from '@prospecta/contracts/shop-api';
import type { Toast } from '@/lib/api-errors';
import { ApiError } from '@/lib/api-errors';
import { formatDate } from '@/lib/format';

export const OWNER_ONLY_NOTE = 'Só o dono da conta contrata ou cancela';
export const UNEXPECTED_SHOP_ERROR = 'Ocorreu um erro inesperado, entre em contato com o suporte';

export const APP_STATE_COLORS: Record<AppState, string> = {
  none: 'gray',
  requested: 'yellow',
  active: 'green',
  refused: 'red',
  cancelled: 'gray',
};

export const appState = (subscription: Pick<Subscription, 'status'> | null): AppState =>
  subscription?.status ?? 'none';

export const appStateLabel = (state: AppState): string => APP_STATE_LABELS[state];

export type AppActions = {
  /** "Contratar": no open subscription, and the user is the owner. */
  contract: boolean;
  /** "Cancelar pedido" for an order still waiting, "Cancelar assinatura" for an active app. */
  cancel: 'order' | 'subscription' | null;
  /** Someone else than the owner, where the owner would have a button. */
  ownerOnlyNote: boolean;
};

export function appActions(state: AppState, isOwner: boolean): AppActions {
  const cancel = state === 'requested' ? 'order' : state === 'active' ? 'subscription' : null;
  if (!isOwner) return { contract: false, cancel: null, ownerOnlyNote: true };
  return { contract: cancel === null, cancel, ownerOnlyNote: false };
}

/** The sentence under the state: when and by whom, and what comes next. */
export function stateDetail(subscription: Subscription | null): string {
  if (!subscription) return 'Sua conta ainda não assina este app.';
  const ordered = `${formatDate(subscription.requested_at)} por ${subscription.requested_by.name}`;
  switch (subscription.status) {
    case 'requested':
      return `Pedido enviado em ${ordered}. Nossa equipe comercial vai confirmar com você e ativar o app; nada foi cobrado até agora.`;
    case 'active':
      return `Ativo desde ${formatDate(subscription.activated_at)} (pedido em ${ordered}).`;
    case 'cancelled':
      return `Assinatura cancelada em ${formatDate(subscription.closed_at)}. Você pode contratar de novo quando quiser.`;
    case 'refused':
      return `O pedido de ${ordered} não foi aprovado pela nossa equipe comercial. Você pode pedir de novo.`;
  }
}

type ErrorItem = { summary?: unknown; description?: unknown };

/**
 * Spec §8: the can-contract check shows the server's first error description; a cancel shows the server's
 * message (its own words: "Sua assinatura já foi cancelada!", …), otherwise the support line.
 */
export function shopErrorToast(error: unknown): Toast {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    const first = (error.body as { errors?: ErrorItem[] } | undefined)?.errors?.[0];
    if (typeof first?.description === 'string') {
      const title =
        typeof first.summary === 'string' && first.summary !== first.description ? first.summary : undefined;
      return { color: 'red', title, message: first.description };
    }
    if (error.message) return { color: 'red', message: error.message };
  }
  return { color: 'red', message: UNEXPECTED_SHOP_ERROR };
}
