import type { InvalidateCreditRequest } from '@prospecta/contracts/admin-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminAccountKey, NOTIFY_SUCCESS, SKIP_GLOBAL_ERROR } from '@/features/admin/api/admin-query-keys';
import { api } from '@/lib/api-client';

/** POST /credit_xds/invalidate — a grant stops counting; its refusal shows in the modal. */
export function invalidateCredit(body: InvalidateCreditRequest): Promise<{ message: string }> {
  return api.post<{ message: string }>(`/credit_xds/invalidate?${SKIP_GLOBAL_ERROR}&${NOTIFY_SUCCESS}`, body);
}

export function useInvalidateCredit(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: invalidateCredit,
    // The audit and the gauges both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAccountKey(accountId) }),
  });
}
