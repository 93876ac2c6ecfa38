// Pure rules about the session: when to refresh the access token, which path to remember before /login,
// which localStorage keys count as offline caches. Kept free of browser globals so they are unit-tested.
import { paths } from '@/config/paths';

/** Refresh this long before the access token expires. */
export const REFRESH_MARGIN_MS = 2 * 60 * 1000;

export function shouldRefreshToken(expiresAt: number | null, now: number): boolean {
  return expiresAt !== null && expiresAt - now <= REFRESH_MARGIN_MS;
}

/** Milliseconds until the refresh should run (0 when due now), or null when the expiry is unknown. */
export function refreshDelay(expiresAt: number | null, now: number): number | null {
  if (expiresAt === null) return null;
  return Math.max(0, expiresAt - REFRESH_MARGIN_MS - now);
}

export const REDIRECT_AFTER_LOGIN_KEY = 'prospecta:redirect-after-login';

const notRemembered = new Set<string>([paths.login.path, paths.user.overview.path]);

/**
 * The path (with search and hash: a link to a screen's section, "#indicacoes") to come back to after sign-in, or
 * null for the paths the spec excludes.
 */
export function pathToRemember(pathname: string, search = '', hash = ''): string | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (notRemembered.has(trimmed)) return null;
  if (!trimmed.startsWith('/')) return null;
  return `${trimmed}${search}${hash}`;
}

/**
 * Where to go after a successful sign-in: the remembered path when it is a safe in-app path (spec §2 /login);
 * without one, staff go to the admin area (the lists screen, home for everyone else, is empty for them).
 */
export function redirectTargetAfterLogin(remembered: string | null, isStaff = false): string {
  const home = isStaff ? paths.admin.path : paths.home.path;
  if (!remembered?.startsWith('/') || remembered.startsWith('//')) return home;
  return pathToRemember(remembered) ?? home;
}

/** Keys of ours in localStorage: everything prefixed with this, plus the session keys. */
export const STORAGE_PREFIX = 'prospecta:';

/** Warnings about exhausted credits are shown once per session; /login resets them. */
export const NO_CREDITS_WARNING_PREFIX = `${STORAGE_PREFIX}no-credits-warning`;

/** The offline caches to drop on /login: our keys except the session itself. */
export function offlineCacheKeys(keys: readonly string[]): string[] {
  return keys.filter((key) => key.startsWith(STORAGE_PREFIX));
}

/**
 * sessionStorage: the messages the login screen owes the user ("Senha alterada com sucesso…", "Sua sessão foi
 * encerrada!…"). A toast shown before going to /login would be wiped by the screen's one reload (spec §2), so
 * the screen shows these itself once its form is drawn, and forgets them.
 */
export const LOGIN_NOTICES_KEY = `${STORAGE_PREFIX}login-notices`;

export type LoginNotice = { color: 'red' | 'yellow' | 'green'; title?: string; message: string };

const NOTICE_COLORS = new Set<unknown>(['red', 'yellow', 'green']);

/** A notice from anything (a stored value, a toast on screen), or null when it is not one. */
export function asLoginNotice(value: unknown): LoginNotice | null {
  if (typeof value !== 'object' || value === null) return null;
  const { color, title, message } = value as Record<string, unknown>;
  if (!NOTICE_COLORS.has(color) || typeof message !== 'string' || message.trim() === '') return null;
  const notice: LoginNotice = { color: color as LoginNotice['color'], message };
  if (typeof title === 'string' && title !== '') notice.title = title;
  return notice;
}

/** The stored notices; anything unreadable counts as none. */
export function parseLoginNotices(raw: string | null): LoginNotice[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.map(asLoginNotice).filter((notice): notice is LoginNotice => notice !== null);
  } catch {
    return [];
  }
}

/** The stored value with one more notice; the same message is kept once. */
export function withLoginNotice(raw: string | null, notice: LoginNotice): string {
  const kept = parseLoginNotices(raw).filter((n) => n.message !== notice.message);
  return JSON.stringify([...kept, notice]);
}

/**
 * The notices to show now: those whose message is not on screen already (no reload happened, so the toast
 * shown before leaving for /login is still there).
 */
export function loginNoticesToShow(kept: readonly LoginNotice[], onScreen: readonly string[]): LoginNotice[] {
  const visible = new Set(onScreen);
  return kept.filter((notice) => !visible.has(notice.message));
}
