import { useEffect, useState, useSyncExternalStore } from 'react';
import { refreshAccessToken } from '@/lib/api-client';
import { EXPIRES_AT_KEY, subscribeSession } from '@/lib/auth-storage';
import { refreshDelay } from '@/lib/session-rules';

// Timers are capped so a laptop waking from sleep re-checks soon (requests also refresh on demand).
const MAX_TIMER_MS = 10 * 60 * 1000;

function readExpiry(): string | null {
  return localStorage.getItem(EXPIRES_AT_KEY);
}

/** Keeps the access token fresh: refreshes shortly before expires_at while a session exists. */
export function useTokenRefresh(): void {
  const expiresAt = useSyncExternalStore(subscribeSession, readExpiry, () => null);
  const [recheck, setRecheck] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `recheck` re-arms the capped timer.
  useEffect(() => {
    const delay = refreshDelay(expiresAt === null ? null : Number(expiresAt), Date.now());
    if (delay === null) return;
    const timer = window.setTimeout(
      () => {
        if (delay <= MAX_TIMER_MS) void refreshAccessToken();
        else setRecheck((n) => n + 1);
      },
      Math.min(delay, MAX_TIMER_MS),
    );
    return () => window.clearTimeout(timer);
  }, [expiresAt, recheck]);
}
