// The one HTTP client: base /api, bearer token from localStorage, 30-minute timeout, token refresh shortly
// before expiry (one tab at a time, token-renewal.ts), and the global error handling of spec §8 (decided in
// api-errors.ts); a 403 also reads the signed-in user again (a role changed meanwhile reaches the guards).
import { ApiError, decideGlobalError, decideSuccessToast, shouldReloadUser } from '@/lib/api-errors';
import { getSession, saveSession, type TokenPair } from '@/lib/auth-storage';
import { showToast } from '@/lib/notify';
import { CURRENT_USER_QUERY_KEY, queryClient } from '@/lib/query-client';
import { endServerSession, expireSession, isSessionEnding } from '@/lib/session';
import { shouldRefreshToken } from '@/lib/session-rules';
import { inRenewalTurn, RENEWED_ELSEWHERE_WAIT_MS, refreshTokenChanges } from '@/lib/token-renewal';

export const API_BASE = '/api';
/** Spec §9: general HTTP timeout 1,800,000 ms. */
export const REQUEST_TIMEOUT_MS = 30 * 60 * 1000;

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type RequestOptions = {
  body?: unknown;
  signal?: AbortSignal;
  /** Statuses the caller words itself: no global toast for them (the others, a 401 included, as usual). */
  ownErrors?: readonly number[];
  /** The request outlives the page (a reload or a closed tab right after it is sent); no body over 64 kB. */
  keepalive?: boolean;
};

let refreshing: Promise<void> | null = null;

/**
 * Exchanges the refresh token for a new pair. Callers in this tab share one renewal, and tabs take turns
 * (token-renewal.ts): a token is never sent twice, which the server would take for theft (see renewInTurn).
 */
export function refreshAccessToken(): Promise<void> {
  const seen = getSession()?.refreshToken;
  if (!seen) return Promise.resolve();
  refreshing ??= inRenewalTurn((waited) => renewInTurn(seen, waited))
    .catch(() => undefined)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** Whether the stored session still needs the renewal this tab meant to do with `seen`. */
function stillToRenew(seen: string): boolean {
  const session = getSession();
  // Another tab renewed (a new refresh token, a fresh expiry) or the session ended: nothing left to do.
  return session?.refreshToken === seen && shouldRefreshToken(session.expiresAt, Date.now());
}

/** In this tab's turn: renew with `seen` unless another tab already did. */
async function renewInTurn(seen: string, waited: boolean): Promise<void> {
  if (!stillToRenew(seen)) return;
  // The tab before us has most likely renewed: give its new tokens time to reach this tab's localStorage.
  if (waited && (await refreshTokenChanges(seen, RENEWED_ELSEWHERE_WAIT_MS))) return;
  const response = await fetch(`${API_BASE}/user/refresh_token?skip_handle_error=true`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh_token: seen }),
  });
  // A refusal is left to the next request: its 401 ends the session with the usual warning.
  if (!response.ok) return;
  const pair = (await response.json()) as TokenPair;
  // Signed out (in any tab) while the renewal ran: this pair belongs to no one, so it is ended at once.
  if (getSession()?.refreshToken !== seen) {
    endServerSession(pair.refresh_token);
    return;
  }
  saveSession(pair);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isStaffUser(): boolean {
  const me = queryClient.getQueryData<{ is_staff?: boolean }>(CURRENT_USER_QUERY_KEY);
  return me?.is_staff === true;
}

async function request<T>(method: Method, url: string, options: RequestOptions = {}): Promise<T> {
  if (!url.includes('refresh_token') && shouldRefreshToken(getSession()?.expiresAt ?? null, Date.now())) {
    await refreshAccessToken();
  }
  const token = getSession()?.token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${url}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
      keepalive: options.keepalive,
    });
  } catch (cause) {
    throw new ApiError(0, undefined, 'Não foi possível conectar ao servidor. Verifique sua conexão.', {
      cause,
    });
  }
  const body = await readBody(response);
  if (!response.ok) {
    if (shouldReloadUser(response.status, url)) {
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }, { cancelRefetch: false });
    }
    if (!options.ownErrors?.includes(response.status)) handleGlobalError(response.status, url, body);
    throw new ApiError(response.status, body);
  }
  const success = decideSuccessToast(url, body);
  if (success) showToast(success);
  return body as T;
}

function handleGlobalError(status: number, url: string, body: unknown): void {
  const decision = decideGlobalError({ status, url, body, isStaff: isStaffUser() });
  if (decision.logout) {
    if (isSessionEnding() || !getSession()) return;
    if (decision.toast) showToast(decision.toast);
    expireSession(decision.toast);
    return;
  }
  if (decision.toast) showToast(decision.toast);
}

export const api = {
  get: <T>(url: string, options?: RequestOptions) => request<T>('GET', url, options),
  post: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', url, { ...options, body }),
  patch: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', url, { ...options, body }),
  put: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', url, { ...options, body }),
  delete: <T>(url: string, options?: RequestOptions) => request<T>('DELETE', url, options),
};
