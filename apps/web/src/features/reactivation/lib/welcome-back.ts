// When the welcome-back gift may be asked for, and the words of the gift and of the staff's panel.
import {
  REACTIVATION_MESSAGES,
  type ReactivationAccount,
  reactivationCreditsSchema,
} from '@prospecta/contracts/reactivation-api';

/**
 * Whether to ask the server at all: a customer's user whom `/user/me` says may reactivate, on any route but
 * /login (spec core §2). Staff never meet it.
 */
export function mayAskWelcomeBack(
  user: { is_staff: boolean; can_reactivate: boolean } | undefined,
  pathname: string,
): boolean {
  return user !== undefined && !user.is_staff && user.can_reactivate && pathname !== '/login';
}

/**
 * The credits typed (the field keeps the text as typed: "1,5" or "-5" are said wrong, never rounded or
 * clamped): the number to send, or the problem in the API's own words.
 */
export function parseCredits(text: string): { credits: number } | { problem: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: REACTIVATION_MESSAGES.creditsRequired };
  const number = /^-?\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
  const parsed = reactivationCreditsSchema.safeParse(number);
  return parsed.success ? { credits: parsed.data } : { problem: REACTIVATION_MESSAGES.invalidCredits };
}

/** What staff look at before giving a gift: "2 usuários ativos · último acesso 03/05/2026". */
export function accountSummary(
  account: Pick<ReactivationAccount, 'active_users' | 'last_sign_in_at'>,
  formatDate: (value: string) => string,
): string {
  const users = account.active_users === 1 ? '1 usuário ativo' : `${account.active_users} usuários ativos`;
  const access = account.last_sign_in_at
    ? `último acesso ${formatDate(account.last_sign_in_at)}`
    : 'nenhum acesso registrado';
  return `${users} · ${access}`;
}

/**
 * The gifts a user put off (× or Escape) in this run of the app, by user and token: not shown again until a
 * reload or the next sign-in (the login screen reloads the app), so someone working through a list is not
 * interrupted on every company. Kept in memory on purpose: the access token changes as it is renewed, and a
 * reload is the moment the user may meet the gift again.
 */
export function createPutOffGifts() {
  const keys = new Set<string>();
  const key = (userId: string, token: string) => `${userId}\n${token}`;
  return {
    has: (userId: string, token: string) => keys.has(key(userId, token)),
    add: (userId: string, token: string) => void keys.add(key(userId, token)),
  };
}

/** The modal's fine print: "Você pode resgatar depois: o presente fica na conta até 12/06/2026." */
export function claimLaterNote(
  claimUntil: string | undefined,
  formatDate: (value: string) => string,
): string {
  return claimUntil
    ? `Você pode resgatar depois: o presente fica na conta até ${formatDate(claimUntil)}.`
    : 'Você pode resgatar depois.';
}

const creditsText = (credits: number) =>
  `${credits.toLocaleString('pt-BR')} ${credits === 1 ? 'crédito' : 'créditos'}`;

/** Asked before staff cancel an open token. */
export function revokeQuestion(token: { credits: number; account: { name: string } }): string {
  return `Cancelar o presente de ${creditsText(token.credits)} da conta ${token.account.name}? Os usuários deixam de vê-lo.`;
}

/** The toast after the cancellation. */
export function revokedMessage(token: { credits: number; account: { name: string } }): string {
  return `O presente de ${creditsText(token.credits)} da conta ${token.account.name} foi cancelado: os usuários da conta não o veem mais.`;
}
