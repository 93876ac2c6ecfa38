// Route guard decisions (spec §2), pure so they are table-tested. app/routes/guards.tsx applies them.
import type { MeResponse } from '@prospecta/contracts/user';
import { paths } from '@/config/paths';
import { redirectTargetAfterLogin } from '@/lib/session-rules';

/** Prospecta's own staff: the admin area is theirs. */
export const isStaffRole = (role: string): boolean => role === 'admin' || role === 'customer_success';

export type AccessRule = 'signedIn' | 'staff' | 'search' | 'upgradePlans' | 'speedmail';
export type AccessDecision = 'allow' | 'login' | 'not_found' | 'wait';
export type UserState =
  | { status: 'pending' }
  | { status: 'error' }
  | { status: 'success'; user: Pick<MeResponse, 'role' | 'features' | 'show_speedmail_app'> };

/** The account-level allow-list for prospector search is decided by the server and exposed as a feature. */
export const PROSPECTOR_SEARCH_FEATURE = 'prospector_search';

export function decideAccess(rule: AccessRule, hasToken: boolean, state: UserState): AccessDecision {
  if (!hasToken) return 'login';
  if (rule === 'signedIn') return 'allow';
  if (state.status === 'pending') return 'wait';
  if (state.status === 'error') return rule === 'upgradePlans' ? 'not_found' : 'wait';
  const { user } = state;
  switch (rule) {
    case 'staff':
      return isStaffRole(user.role) ? 'allow' : 'not_found';
    case 'search':
      return user.role !== 'prospector' || user.features.includes(PROSPECTOR_SEARCH_FEATURE)
        ? 'allow'
        : 'not_found';
    case 'speedmail':
      return user.show_speedmail_app ? 'allow' : 'not_found';
    case 'upgradePlans':
      return 'allow';
  }
}

export type LoginEntry =
  | { type: 'redirect'; to: string }
  | { type: 'other-user'; linkEmail: string; signedInEmail: string }
  | { type: 'clear-and-reload' }
  | { type: 'show-form'; clear: boolean };

/**
 * Spec §2 /login: signed in with an engage_link → /contratacao-client/{engage_link}; signed in as someone else
 * than the link's `email` → asked which of the two goes on (ours); signed in otherwise → back into the app; not signed in → offline caches cleared and one reload per visit, then the form.
 */
export function decideLoginEntry(input: {
  hasToken: boolean;
  engageLink: string | null;
  alreadyReloaded: boolean;
  remembered: string | null;
  /** The signed-in user is staff (admin, customer_success): without a remembered path, /admin. */
  isStaff?: boolean;
  /** The e-mail an invitation's link (`?email=`) is for, and the signed-in user's, once read. */
  linkEmail?: string | null;
  signedInEmail?: string | null;
}): LoginEntry {
  if (input.hasToken && input.engageLink) {
    return { type: 'redirect', to: paths.clientHiring.getHref(input.engageLink) };
  }
  // An invitation opened in a browser signed in as someone else: asked, never taken silently into that session.
  const linkEmail = input.linkEmail?.trim();
  const signedInEmail = input.signedInEmail?.trim();
  if (
    input.hasToken &&
    linkEmail &&
    signedInEmail &&
    linkEmail.toLowerCase() !== signedInEmail.toLowerCase()
  ) {
    return { type: 'other-user', linkEmail, signedInEmail };
  }
  if (input.hasToken) {
    return { type: 'redirect', to: redirectTargetAfterLogin(input.remembered, input.isStaff) };
  }
  if (!input.alreadyReloaded) return { type: 'clear-and-reload' };
  return { type: 'show-form', clear: true };
}
