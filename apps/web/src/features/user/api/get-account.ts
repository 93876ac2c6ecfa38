import type { AccountInformationResponse } from '@prospecta/contracts/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getAccount(): Promise<AccountInformationResponse> {
  return api.get<AccountInformationResponse>('/user/account');
}

export function accountQueryOptions() {
  return queryOptions({ queryKey: ['user', 'account'], queryFn: getAccount });
}

export function useAccount() {
  return useQuery(accountQueryOptions());
}
