// The session lives in localStorage under the keys the original client used ('token'), so a signed-in tab
// survives reloads. Components subscribe through useSyncExternalStore (see use-session.ts).
import type { TokenResponse } from '@prospecta/contracts/auth';

export const TOKEN_KEY = 'token';
export const REFRESH_TOKEN_KEY = 'refresh_token';
export const EXPIRES_AT_KEY = 'expires_at';

export type StoredSession = { token: string; refreshToken: string | null; expiresAt: number | null };
export type TokenPair = Pick<TokenResponse, 'token' | 'refresh_token'> & { expires_at: string | number };

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The stored access token, or null when signed out. An empty or blank token (left by another client, or typed
 * in the devtools) is no session: the guards, getSession and the 401 handler all read it through here, so the
 * user goes to the login instead of a signed-in screen whose every call fails.
 */
export function getToken(): string | null {
  const token = localStorage.getItem(TOKEN_KEY);
  return token && token.trim() !== '' ? token : null;
}

/** Accepts an ISO date, epoch seconds or epoch milliseconds; returns epoch milliseconds. */
export function parseExpiresAt(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' || /^\d+$/.test(value)) {
    const n = Number(value);
    return n < 1e12 ? n * 1000 : n;
  }
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

export function getSession(): StoredSession | null {
  const token = getToken();
  if (!token) return null;
  return {
    token,
    refreshToken: localStorage.getItem(REFRESH_TOKEN_KEY),
    expiresAt: parseExpiresAt(localStorage.getItem(EXPIRES_AT_KEY)),
  };
}

export function saveSession(pair: TokenPair): void {
  localStorage.setItem(TOKEN_KEY, pair.token);
  localStorage.setItem(REFRESH_TOKEN_KEY, pair.refresh_token);
  const expiresAt = parseExpiresAt(pair.expires_at);
  if (expiresAt === null) localStorage.removeItem(EXPIRES_AT_KEY);
  else localStorage.setItem(EXPIRES_AT_KEY, String(expiresAt));
  notify();
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(REFRESH_TOKEN_KEY);
  localStorage.removeItem(EXPIRES_AT_KEY);
  notify();
}
