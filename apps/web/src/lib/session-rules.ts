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

/** The path (with search) to come back to after sign-in, or null for the paths the spec excludes. */
export function pathToRemember(pathname: string, search = ''): string | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (notRemembered.has(trimmed)) return null;
  if (!trimmed.startsWith('/')) return null;
  return `${trimmed}${search}`;
}

/** Where to go after a successful sign-in: the remembered path when it is a safe in-app path. */
export function redirectTargetAfterLogin(remembered: string | null): string {
  if (!remembered?.startsWith('/') || remembered.startsWith('//')) return paths.home.path;
  return pathToRemember(remembered) ?? paths.home.path;
}

/** Keys of ours in localStorage: everything prefixed with this, plus the session keys. */
export const STORAGE_PREFIX = 'prospecta:';

/** Warnings about exhausted credits are shown once per session; /login resets them. */
export const NO_CREDITS_WARNING_PREFIX = `${STORAGE_PREFIX}no-credits-warning`;

/** The offline caches to drop on /login: our keys except the session itself. */
export function offlineCacheKeys(keys: readonly string[]): string[] {
  return keys.filter((key) => key.startsWith(STORAGE_PREFIX));
}
