// The fallback turn of the token renewal (no Web Locks): tabs sharing one localStorage renew one at a time.
// Web Locks and the whole two-tab renewal run in a real browser: e2e/session.e2e.ts.
import { describe, expect, it } from 'vitest';
import { LEASE_MS, type LeaseDeps, RENEWAL_LEASE_KEY, withStorageLease } from '@/lib/token-renewal';
import { MemoryStorage } from '@/testing/memory-storage';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function tabsSharing(storage: MemoryStorage): LeaseDeps {
  return { storage, now: Date.now, sleep };
}

describe('withStorageLease', () => {
  it('lets one tab at a time renew; the others know they waited', async () => {
    const deps = tabsSharing(new MemoryStorage());
    let inside = 0;
    let most = 0;
    const waits: boolean[] = [];
    const renew = (waited: boolean) => async () => {
      waits.push(waited);
      inside += 1;
      most = Math.max(most, inside);
      await sleep(30);
      inside -= 1;
    };
    await Promise.all(Array.from({ length: 4 }, () => withStorageLease((waited) => renew(waited)(), deps)));
    expect(most).toBe(1);
    expect(waits).toEqual([false, true, true, true]);
    expect(deps.storage.getItem(RENEWAL_LEASE_KEY)).toBeNull();
  });

  it('frees the lease when the renewal fails', async () => {
    const deps = tabsSharing(new MemoryStorage());
    await expect(
      withStorageLease(async () => {
        throw new Error('offline');
      }, deps),
    ).rejects.toThrow('offline');
    expect(deps.storage.getItem(RENEWAL_LEASE_KEY)).toBeNull();
  });

  it('takes over the lease of a tab closed while holding it, once it has lapsed', async () => {
    const storage = new MemoryStorage();
    storage.setItem(RENEWAL_LEASE_KEY, JSON.stringify({ owner: 'fechada', until: Date.now() - 1 }));
    const seen: boolean[] = [];
    await withStorageLease(async (waited) => {
      seen.push(waited);
    }, tabsSharing(storage));
    expect(seen).toEqual([false]);

    // A live lease of another tab is waited for (here it lapses after LEASE_MS on a clock moved forward).
    storage.setItem(RENEWAL_LEASE_KEY, JSON.stringify({ owner: 'outra', until: Date.now() + LEASE_MS }));
    let clock = Date.now();
    const moving: LeaseDeps = {
      storage,
      now: () => clock,
      sleep: async (ms) => {
        clock += ms;
        await Promise.resolve();
      },
    };
    await withStorageLease(async (waited) => {
      seen.push(waited);
    }, moving);
    expect(seen).toEqual([false, true]);
    expect(clock - Date.now()).toBeGreaterThanOrEqual(LEASE_MS - 1000);
  });

  it('ignores an unreadable lease', async () => {
    const storage = new MemoryStorage();
    storage.setItem(RENEWAL_LEASE_KEY, '{quebrado');
    const seen: boolean[] = [];
    await withStorageLease(async (waited) => {
      seen.push(waited);
    }, tabsSharing(storage));
    expect(seen).toEqual([false]);
  });
});
