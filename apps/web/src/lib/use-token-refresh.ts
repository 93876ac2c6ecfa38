import { useEffect, useState, useSyncExternalStore } from 'react';
import { refreshAccessToken } from '@/lib/api-client';
import { EXPIRES_AT_KEY, parseExpiresAt, subscribeSession } from '@/lib/auth-storage';
import { refreshDelay, shouldRefreshToken } from '@/lib/session-rules';

// Timers are capped so a laptop waking from sleep re-checks soon (requests also refresh on demand).
const MAX_TIMER_MS = 10 * 60 * 1000;

function readExpiry(): string | null {
  return localStorage.getItem(EXPIRES_AT_KEY);
}

/**
 * The session's changes, and those of expires_at itself from other tabs: a tab that renewed writes it last,
 * after the tokens, so this tab re-arms its timer on the renewed expiry rather than on the one before.
 */
function subscribeExpiry(listener: () => void): () => void {
  const unsubscribe = subscribeSession(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === EXPIRES_AT_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Keeps the access token fresh: refreshes shortly before expires_at while a session exists. Every open tab
 * runs this on the same expiry; the renewal itself lets one tab renew for all (token-renewal.ts).
 */
export function useTokenRefresh(): void {
  const expiresAt = useSyncExternalStore(subscribeExpiry, readExpiry, () => null);
  const [recheck, setRecheck] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `recheck` re-arms the capped timer.
  useEffect(() => {
    const delay = refreshDelay(expiresAt === null ? null : Number(expiresAt), Date.now());
    if (delay === null) return;
    const timer = window.setTimeout(
      () => {
        // Due by the stored expiry of now (another tab may have renewed meanwhile); otherwise re-arm.
        if (shouldRefreshToken(parseExpiresAt(readExpiry()), Date.now())) void refreshAccessToken();
        else setRecheck((n) => n + 1);
      },
      Math.min(delay, MAX_TIMER_MS),
    );
    return () => window.clearTimeout(timer);
  }, [expiresAt, recheck]);
}
