import type { HandoffBody, HandoffResponse } from '@prospecta/contracts/contract-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HANDOFF_QUERY_KEY, OWN_ERRORS } from '@/features/contracts/api/contract-query-keys';
import { api } from '@/lib/api-client';
import { isRetryUseless } from '@/lib/api-errors';

/** GET /account/handoff: what the account told its CS, and whether the caller may change it. */
export function useHandoff(enabled = true) {
  return useQuery({
    enabled,
    queryKey: HANDOFF_QUERY_KEY,
    queryFn: ({ signal }) => api.get<HandoffResponse>(`/account/handoff?${OWN_ERRORS}`, { signal }),
    retry: (count, error) => !isRetryUseless(error) && count < 2,
  });
}

/** PUT /account/handoff (the owner or a manager): the answer, with the server's message, replaces the query. */
export function useSaveHandoff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HandoffBody) =>
      api.put<HandoffResponse & { message: string }>(`/account/handoff?${OWN_ERRORS}`, body),
    onSuccess: ({ handoff, can_edit }) =>
      queryClient.setQueryData<HandoffResponse>(HANDOFF_QUERY_KEY, { handoff, can_edit }),
  });
}
