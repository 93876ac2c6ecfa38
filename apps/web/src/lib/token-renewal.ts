// Tabs take turns renewing the session they share (one localStorage). The server lets each refresh token work
// once and takes a second use for theft, revoking the whole session; two tabs that renewed at the same moment
// with the same token signed the user out. So one tab renews while the others wait their turn, and a tab whose
// turn comes finds the renewed tokens in localStorage and uses them (api-client.ts, refreshAccessToken).
//
// The turn is a Web Lock (navigator.locks), shared by every tab of the origin. Web Locks exist only in secure
// contexts (https, or localhost), so a server reached over plain http on another address falls back to a lease
// kept in localStorage, which does the same less strictly (localStorage has no atomic compare-and-set).
import { REFRESH_TOKEN_KEY } from '@/lib/auth-storage';
import { STORAGE_PREFIX } from '@/lib/session-rules';

export const RENEWAL_LOCK = `${STORAGE_PREFIX}token-renewal`;
/** The fallback's lease: `{ owner, until }`. */
export const RENEWAL_LEASE_KEY = `${STORAGE_PREFIX}token-renewal-lease`;
/** A tab closed while holding the lease frees it after this (a renewal takes well under a second). */
export const LEASE_MS = 15_000;
/**
 * After writing the lease, how long to let another tab's write land before reading who holds it. Chromium
 * passes a write to the other tabs through its browser process: on a busy machine that took over 60 ms, both
 * tabs kept the lease and sent the same token (the server then ends the session). A renewal comes once an
 * hour, so a third of a second more is not felt.
 */
export const LEASE_SETTLE_MS = 300;
const LEASE_POLL_MS = 100;

/**
 * A tab that waited for another tab's turn may take the lock before that tab's new tokens reach its own
 * localStorage (browsers pass localStorage changes between tabs asynchronously, apart from the lock), so it
 * waits this long for them before renewing itself (the other tab's renewal may have failed).
 */
export const RENEWED_ELSEWHERE_WAIT_MS = 3000;

/** `waited`: another tab had the turn first (it has likely renewed already). */
export type RenewalTask = (waited: boolean) => Promise<void>;

type Lease = { owner: string; until: number };
type LeaseStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
export type LeaseDeps = {
  storage: LeaseStorage;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task` in this tab's turn: no other tab of the origin renews meanwhile. */
export async function inRenewalTurn(task: RenewalTask): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) return withWebLock(locks, task);
  return withStorageLease(task, { storage: localStorage, now: Date.now, sleep });
}

async function withWebLock(locks: LockManager, task: RenewalTask): Promise<void> {
  let ran = false;
  // First without queueing, to learn whether another tab holds the turn.
  await locks.request(RENEWAL_LOCK, { ifAvailable: true }, async (lock) => {
    if (!lock) return;
    ran = true;
    await task(false);
  });
  if (!ran) await locks.request(RENEWAL_LOCK, () => task(true));
}

function readLease(storage: LeaseStorage): Lease | null {
  try {
    const value = JSON.parse(storage.getItem(RENEWAL_LEASE_KEY) ?? 'null') as Partial<Lease> | null;
    if (typeof value?.owner !== 'string' || typeof value.until !== 'number') return null;
    return { owner: value.owner, until: value.until };
  } catch {
    return null;
  }
}

/**
 * The fallback: take the lease when it is free or stale, let a rival's write land, and keep it only when it
 * still names this tab (the last writer wins); otherwise wait for it to be freed.
 */
export async function withStorageLease(task: RenewalTask, deps: LeaseDeps): Promise<void> {
  const { storage, now } = deps;
  const me = `${now()}-${Math.random().toString(36).slice(2)}`;
  let waited = false;
  for (;;) {
    const lease = readLease(storage);
    if (lease && lease.owner !== me && lease.until > now()) {
      waited = true;
      await deps.sleep(LEASE_POLL_MS);
      continue;
    }
    storage.setItem(RENEWAL_LEASE_KEY, JSON.stringify({ owner: me, until: now() + LEASE_MS }));
    await deps.sleep(LEASE_SETTLE_MS);
    if (readLease(storage)?.owner === me) break;
    waited = true;
  }
  try {
    await task(waited);
  } finally {
    if (readLease(storage)?.owner === me) storage.removeItem(RENEWAL_LEASE_KEY);
  }
}

/** True once the stored refresh token is no longer `seen` (renewed, or signed out), false after `ms`. */
export async function refreshTokenChanges(seen: string, ms: number): Promise<boolean> {
  const giveUpAt = Date.now() + ms;
  for (;;) {
    if (localStorage.getItem(REFRESH_TOKEN_KEY) !== seen) return true;
    if (Date.now() >= giveUpAt) return false;
    await sleep(50);
  }
}
