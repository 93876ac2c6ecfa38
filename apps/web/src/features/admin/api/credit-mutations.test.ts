// After an admin changes an account's credits, the drawer and the signed-in user's sidebar counter follow
// without a reload (the account may be the admin's own).
import type { AdminAccountInfo } from '@prospecta/contracts/admin-api';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adminAccountInfoKey, creditAuditKey, creditsTotalsKey } from '@/features/admin/api/admin-query-keys';
import { applyCreditChange } from '@/features/admin/api/change-credits';
import { refreshAfterInvalidation } from '@/features/admin/api/invalidate-credit';
import { CREDITS_QUERY_KEY } from '@/features/credits/api/get-credits';

const ACCOUNT = 'acc-1';
const OTHER = ['admin', 'users'] as const;

function seeded() {
  const client = new QueryClient();
  client.setQueryData(CREDITS_QUERY_KEY, { stale: false });
  client.setQueryData(creditAuditKey(ACCOUNT), { stale: false });
  client.setQueryData(adminAccountInfoKey(ACCOUNT), { stale: false });
  client.setQueryData(creditsTotalsKey(ACCOUNT), { stale: false });
  client.setQueryData(OTHER, { stale: false });
  const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;
  return { client, invalidated };
}

describe('credit mutations', () => {
  it('adding or removing credits redraws the account and refetches the audit and the sidebar’s credits', async () => {
    const { client, invalidated } = seeded();
    const account = { id: ACCOUNT, name: 'Demo' } as AdminAccountInfo;
    await applyCreditChange(client, ACCOUNT, { message: 'Créditos inseridos com sucesso', account });
    expect(client.getQueryData(adminAccountInfoKey(ACCOUNT))).toEqual(account);
    expect(invalidated(CREDITS_QUERY_KEY)).toBe(true);
    expect(invalidated(creditAuditKey(ACCOUNT))).toBe(true);
    expect(invalidated(creditsTotalsKey(ACCOUNT))).toBe(true);
    expect(invalidated(OTHER)).toBe(false);
  });

  it('invalidating a grant refetches the account and the sidebar’s credits', async () => {
    const { client, invalidated } = seeded();
    await refreshAfterInvalidation(client, ACCOUNT);
    expect(invalidated(CREDITS_QUERY_KEY)).toBe(true);
    expect(invalidated(adminAccountInfoKey(ACCOUNT))).toBe(true);
    expect(invalidated(creditAuditKey(ACCOUNT))).toBe(true);
    expect(invalidated(OTHER)).toBe(false);
  });
});
