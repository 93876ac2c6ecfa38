import type {
  CreateReactivationTokenRequest,
  CreateReactivationTokenResponse,
  ReactivationAccountsResponse,
  ReactivationStatus,
  ReactivationTokenEntry,
  ReactivationTokensResponse,
} from '@prospecta/contracts/reactivation-api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_REACTIVATION_QUERY_KEY,
  OWN_ERRORS,
} from '@/features/reactivation/api/reactivation-query-keys';
import { api } from '@/lib/api-client';

export type TokensFilter = { status: ReactivationStatus | null; page: number };

/** GET /admin/reactivation/tokens (staff): the tokens, newest first, 10 a page. */
export function useReactivationTokens(filter: TokensFilter) {
  const params = new URLSearchParams({ page: String(filter.page) });
  if (filter.status) params.set('status', filter.status);
  return useQuery({
    queryKey: [...ADMIN_REACTIVATION_QUERY_KEY, 'tokens', filter],
    queryFn: ({ signal }) =>
      api.get<ReactivationTokensResponse>(`/admin/reactivation/tokens?${params}&${OWN_ERRORS}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/reactivation/accounts?q= (staff): customers' accounts by name or a user's e-mail, 10 at most. */
export function useReactivationAccounts(text: string) {
  return useQuery({
    queryKey: [...ADMIN_REACTIVATION_QUERY_KEY, 'accounts', text],
    queryFn: ({ signal }) =>
      api.get<ReactivationAccountsResponse>(
        `/admin/reactivation/accounts?q=${encodeURIComponent(text)}&${OWN_ERRORS}`,
        { signal },
      ),
    enabled: text.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}

/** POST /user/reactivation/create_token (staff): the token and its credits; the account's owner is e-mailed. */
export function useCreateReactivationToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReactivationTokenRequest) =>
      api.post<CreateReactivationTokenResponse>(`/user/reactivation/create_token?${OWN_ERRORS}`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_REACTIVATION_QUERY_KEY }),
  });
}

/** POST /admin/reactivation/tokens/:id/revoke (staff): a token not yet claimed is cancelled. */
export function useRevokeReactivationToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<{ message: string; token: ReactivationTokenEntry }>(
        `/admin/reactivation/tokens/${encodeURIComponent(id)}/revoke?${OWN_ERRORS}`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_REACTIVATION_QUERY_KEY }),
  });
}
