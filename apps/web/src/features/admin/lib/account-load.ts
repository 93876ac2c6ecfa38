// What the account's drawer says when the account does not load: an id that names no account (a wrong link,
// a removed account) is said so once, with the way back to the list; only a failure that may pass (the
// network, the server) offers "Tentar de novo".
import { SKIP_GLOBAL_ERROR } from '@/features/admin/api/admin-query-keys';
import { ApiError, isMissing } from '@/lib/api-errors';

/**
 * GET /admin/account/:accountId/account_info, its failure shown by the drawer alone: the global toast would
 * say it a second time ("Nenhum resultado encontrado" over the drawer's own message).
 */
export function accountInfoUrl(accountId: string): string {
  return `/admin/account/${encodeURIComponent(accountId)}/account_info?${SKIP_GLOBAL_ERROR}`;
}

export type AccountLoadFailure = {
  title: string;
  message: string;
  /** The same request could succeed later (no connection, a 5xx): "Tentar de novo" is offered. */
  retryable: boolean;
};

export const ACCOUNT_NOT_FOUND: AccountLoadFailure = {
  title: 'Conta não encontrada',
  message: 'Ela pode ter sido removida ou o link está errado.',
  retryable: false,
};

const UNEXPECTED = 'Ocorreu um erro inesperado. Tente novamente.';

export function accountLoadFailure(error: unknown): AccountLoadFailure {
  const title = 'Não foi possível carregar a conta';
  if (!(error instanceof ApiError)) {
    return { title, message: error instanceof Error ? error.message : UNEXPECTED, retryable: true };
  }
  if (isMissing(error)) return ACCOUNT_NOT_FOUND;
  // The connection (0), a timeout or a server failure may pass.
  if (error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500) {
    return { title, message: error.message, retryable: true };
  }
  // Any other refusal (401, 403, 422) answers the same again: the server's words, no retry.
  return { title, message: error.message, retryable: false };
}
