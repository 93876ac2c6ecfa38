// Who gets the support widget and how a link opens it.
import type { MeResponse } from '@prospecta/contracts/user';

const STAFF_ROLES: readonly string[] = ['admin', 'customer_success'];

/**
 * Spec core §1 and admin §2: the chat button is hidden for internal staff (the staff roles, and anyone the server
 * counts as staff by the e-mail's domain, `is_staff`), who answer in Admin → "Suporte" instead.
 */
export function showsSupportWidget(user: Pick<MeResponse, 'role' | 'is_staff'> | undefined): boolean {
  if (!user) return false;
  return !user.is_staff && !STAFF_ROLES.includes(user.role);
}

/**
 * `?suporte=1` on any signed-in screen opens the widget there (the bell's "Abrir conversa" adds it to the
 * address the user is on; an e-mail may link to `/?suporte=1`); the widget then takes it out of the address.
 */
export const SUPPORT_OPEN_PARAM = 'suporte';

export const asksToOpen = (params: URLSearchParams): boolean => params.get(SUPPORT_OPEN_PARAM) === '1';

export function withoutOpenParam(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(SUPPORT_OPEN_PARAM);
  return next;
}
