import { useSyncExternalStore } from 'react';
import { getToken, subscribeSession } from '@/lib/auth-storage';

/** The access token (or null), re-rendering when sign-in or sign-out changes it, also from other tabs. */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribeSession, getToken, () => null);
}
