// Ending a session: end it on the server ("Sair"), drop the tokens, the server-state cache and our offline
// caches, then go to /login.
import { notificationsStore } from '@mantine/notifications';
import { paths } from '@/config/paths';
import { clearSession, getSession } from '@/lib/auth-storage';
import { navigateTo } from '@/lib/navigation';
import { showToast } from '@/lib/notify';
import { clearOfflineDb } from '@/lib/offline-db';
import { queryClient } from '@/lib/query-client';
import {
  LOGIN_NOTICES_KEY,
  type LoginNotice,
  loginNoticesToShow,
  NO_CREDITS_WARNING_PREFIX,
  offlineCacheKeys,
  parseLoginNotices,
  pathToRemember,
  REDIRECT_AFTER_LOGIN_KEY,
  STORAGE_PREFIX,
  withLoginNotice,
} from '@/lib/session-rules';

/** Set by "Sair" until the login screen is drawn: the place remembered on the way out is not taken up. */
const SIGNED_OUT_KEY = `${STORAGE_PREFIX}signed-out`;

/** Spec §9: after a 401 the redirect to /login waits 1 s so the warning can be read. */
export const LOGOUT_REDIRECT_DELAY_MS = 1000;

let ending = false;

/** True while a session end is under way (further 401s stay silent). */
export function isSessionEnding(): boolean {
  return ending;
}

/** localStorage caches at once; the IndexedDB stores (offline-db.ts) when the returned promise settles. */
export function clearOfflineCaches(): Promise<void> {
  const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter(
    (key): key is string => key !== null,
  );
  for (const key of offlineCacheKeys(keys)) localStorage.removeItem(key);
  return clearOfflineDb();
}

/** The no-credits warnings are shown once per session; /login resets them. */
export function resetNoCreditsWarnings(): void {
  for (const storage of [sessionStorage, localStorage]) {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
    for (const key of keys) if (key?.startsWith(NO_CREDITS_WARNING_PREFIX)) storage.removeItem(key);
  }
}

export function rememberPathForLogin(pathname: string, search: string, hash = ''): void {
  const remembered = pathToRemember(pathname, search, hash);
  if (remembered) sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, remembered);
}

/** Keeps a message for the login screen, which shows it once its form is drawn (after its one reload). */
export function keepNoticeForLogin(notice: LoginNotice): void {
  sessionStorage.setItem(
    LOGIN_NOTICES_KEY,
    withLoginNotice(sessionStorage.getItem(LOGIN_NOTICES_KEY), notice),
  );
}

/** The messages of the toasts on screen or waiting (Mantine's store). */
function messagesOnScreen(): string[] {
  const { notifications, queue } = notificationsStore.getState();
  return [...notifications, ...queue]
    .map((toast) => toast.message)
    .filter((message): message is string => typeof message === 'string');
}

/** The login screen's form is drawn: show the kept messages (those not still on screen) and forget them. */
export function showLoginNotices(): void {
  const kept = parseLoginNotices(sessionStorage.getItem(LOGIN_NOTICES_KEY));
  sessionStorage.removeItem(LOGIN_NOTICES_KEY);
  for (const notice of loginNoticesToShow(kept, messagesOnScreen())) showToast(notice);
}

function finish(to = paths.login.getHref()): Promise<void> {
  clearSession();
  void clearOfflineCaches();
  queryClient.clear();
  ending = false;
  return navigateTo(to, { replace: true });
}

/**
 * Ends the session on the server (POST /api/user/logout revokes every token of it), without waiting: a
 * network failure must not keep the user signed in here. `keepalive` lets the call finish while /login
 * reloads.
 */
export function endServerSession(refreshToken: string | null | undefined): void {
  if (!refreshToken) return;
  void fetch('/api/user/logout', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * "Sair": ends the session here at once and on the server; the next sign-in starts at home, not where the
 * user left. `loginHref`: the sign-in page to land on (an invitation's, with its e-mail), else /login.
 */
export function signOut(loginHref?: string): void {
  sessionStorage.setItem(SIGNED_OUT_KEY, '1');
  endServerSession(getSession()?.refreshToken);
  // The signed-in guard remembers the current path when the token disappears; forget it once at /login.
  void finish(loginHref).then(() => sessionStorage.removeItem(REDIRECT_AFTER_LOGIN_KEY));
}

/**
 * At the login screen's form: after "Sair", forget the path the signed-in guard remembered as the token went
 * (the forgetting in `signOut` could come after it, or never run when the login screen's reload came first, and
 * the next user to sign in in this tab landed on the page the one before left: another account's search).
 */
export function forgetPathAfterSignOut(): void {
  if (sessionStorage.getItem(SIGNED_OUT_KEY) === null) return;
  sessionStorage.removeItem(SIGNED_OUT_KEY);
  sessionStorage.removeItem(REDIRECT_AFTER_LOGIN_KEY);
}

/**
 * The server refused the session (401): keep the place, warn (the caller shows `warning`), leave after 1 s.
 * The warning is kept for the login screen too: its reload would cut it to 1 s.
 */
export function expireSession(warning?: LoginNotice | null): void {
  if (ending) return;
  ending = true;
  rememberPathForLogin(window.location.pathname, window.location.search, window.location.hash);
  if (warning) keepNoticeForLogin(warning);
  window.setTimeout(() => void finish(), LOGOUT_REDIRECT_DELAY_MS);
}
