import type {
  CreateReferralRegisterRequest,
  ReferralInviteResponse,
} from '@prospecta/contracts/referral-api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { OWN_ERRORS, REFERRAL_INVITE_QUERY_KEY } from '@/features/referral/api/referral-query-keys';
import { api } from '@/lib/api-client';
import { isRetryUseless } from '@/lib/api-errors';

const publicPath = (code: string) => `/referral/public/${encodeURIComponent(code)}`;

/** GET /referral/public/:code (no sign-in): who invites the visitor; 404 when the link does not work. */
export function useReferralInvite(code: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: [...REFERRAL_INVITE_QUERY_KEY, code],
    queryFn: ({ signal }) => api.get<ReferralInviteResponse>(`${publicPath(code)}?${OWN_ERRORS}`, { signal }),
    retry: (count, error) => !isRetryUseless(error) && count < 2,
  });
}

/** POST /referral/public/:code/registers (no sign-in): the visitor's data, a lead for the sales team. */
export function useCreateReferralRegister(code: string) {
  return useMutation({
    mutationFn: (body: CreateReferralRegisterRequest) =>
      api.post<{ message: string }>(`${publicPath(code)}/registers?${OWN_ERRORS}`, body),
  });
}
