import type { CreditUpdateRequest, CreditUpdateResponse } from '@prospecta/contracts/admin-credits-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminAccountKey, afterCreditChangeKeys, FORM_CALL } from '@/features/admin/api/admin-query-keys';
import { api } from '@/lib/api-client';

/** POST /credits/:id/update — a grant's amount and expiry; the refusal shows in the modal. */
export function updateGrant(id: string, body: CreditUpdateRequest): Promise<CreditUpdateResponse> {
  return api.post<CreditUpdateResponse>(`/credits/${encodeURIComponent(id)}/update${FORM_CALL}`, body);
}

/** The account's gauges, totals and audit all change (and the sidebar's, when the account is the user's own). */
export function useUpdateGrant(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; body: CreditUpdateRequest }) => updateGrant(input.id, input.body),
    onSuccess: () =>
      Promise.all(
        afterCreditChangeKeys(adminAccountKey(accountId)).map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
