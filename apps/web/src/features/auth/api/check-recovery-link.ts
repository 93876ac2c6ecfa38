import type { RecoveryLinkResponse } from '@prospecta/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Whether an e-mailed recovery link still works (GET /users/recover_password/:token, ours: read only). */
export function checkRecoveryLink(token: string): Promise<RecoveryLinkResponse> {
  return api.get<RecoveryLinkResponse>(
    `/users/recover_password/${encodeURIComponent(token)}?skip_handle_error=true`,
  );
}

export function recoveryLinkQueryOptions(token: string) {
  // Asked once per opening: a failed check leaves the form as it was (the POST says the same when sent).
  return queryOptions({
    queryKey: ['auth', 'recovery-link', token],
    queryFn: () => checkRecoveryLink(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useRecoveryLink(token: string) {
  return useQuery(recoveryLinkQueryOptions(token));
}
