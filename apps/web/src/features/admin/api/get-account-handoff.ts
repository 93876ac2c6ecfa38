import type { AdminHandoffResponse } from '@prospecta/contracts/contract-api';
import { useQuery } from '@tanstack/react-query';
import { adminAccountKey, SKIP_GLOBAL_ERROR } from '@/features/admin/api/admin-query-keys';
import { api } from '@/lib/api-client';

/** GET /admin/account/:id/handoff: what the customer told its CS, and the account's contracts. */
export function useAccountHandoff(accountId: string) {
  return useQuery({
    queryKey: [...adminAccountKey(accountId), 'handoff'],
    queryFn: ({ signal }) =>
      api.get<AdminHandoffResponse>(
        `/admin/account/${encodeURIComponent(accountId)}/handoff?${SKIP_GLOBAL_ERROR}`,
        { signal },
      ),
  });
}
