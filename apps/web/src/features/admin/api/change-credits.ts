import type {
  AdminAccountMutationResponse,
  AdminCreditRequest,
  CreditOperation,
} from '@prospecta/contracts/admin-api';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminAccountInfoKey,
  afterCreditChangeKeys,
  creditAuditKey,
  creditsTotalsKey,
  FORM_CALL,
} from '@/features/admin/api/admin-query-keys';
import { api } from '@/lib/api-client';

const PATH: Record<CreditOperation, string> = { add_credit: 'create', remove_credit: 'withdrawal' };

/** POST /credits/user/:accountId/create or /withdrawal — the refusal shows in the form. */
export function changeCredits(
  accountId: string,
  operation: CreditOperation,
  body: AdminCreditRequest,
): Promise<AdminAccountMutationResponse> {
  return api.post<AdminAccountMutationResponse>(
    `/credits/user/${encodeURIComponent(accountId)}/${PATH[operation]}${FORM_CALL}`,
    body,
  );
}

/**
 * The answer's account redraws the rings; the audit, the totals and the signed-in user's own credits are
 * refetched.
 */
export function applyCreditChange(
  queryClient: QueryClient,
  accountId: string,
  { account }: AdminAccountMutationResponse,
): Promise<unknown> {
  queryClient.setQueryData(adminAccountInfoKey(accountId), account);
  return Promise.all(
    afterCreditChangeKeys(creditAuditKey(accountId), creditsTotalsKey(accountId)).map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

export function useChangeCredits(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ operation, body }: { operation: CreditOperation; body: AdminCreditRequest }) =>
      changeCredits(accountId, operation, body),
    // Not awaited: the rings redraw from the answer at once, and the button is free again as soon as the
    // server has answered (the refetches, slow under load, held it in "loading" for up to 30 s).
    onSuccess: (answer) => {
      void applyCreditChange(queryClient, accountId, answer);
    },
  });
}
