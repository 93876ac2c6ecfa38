import type { InvalidateCreditRequest } from '@prospecta/contracts/admin-api';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminAccountKey, afterCreditChangeKeys, FORM_CALL } from '@/features/admin/api/admin-query-keys';
import { api } from '@/lib/api-client';

/** POST /credit_xds/invalidate — a grant stops counting; its refusal shows in the modal. */
export function invalidateCredit(body: InvalidateCreditRequest): Promise<{ message: string }> {
  return api.post<{ message: string }>(`/credit_xds/invalidate${FORM_CALL}`, body);
}

/** The audit and the gauges both change (and the sidebar's, when the account is the user's own). */
export function refreshAfterInvalidation(queryClient: QueryClient, accountId: string): Promise<unknown> {
  return Promise.all(
    afterCreditChangeKeys(adminAccountKey(accountId)).map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

export function useInvalidateCredit(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: invalidateCredit,
    onSuccess: () => refreshAfterInvalidation(queryClient, accountId),
  });
}
