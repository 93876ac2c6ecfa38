import type { shareableUsersResponseSchema } from '@prospecta/contracts/lists-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type ShareableUsers = z.infer<typeof shareableUsersResponseSchema>;

/** GET /user/supervised_users_to_share_list — admins, owners and managers are left out by the server. */
export function getShareableUsers(): Promise<ShareableUsers> {
  return api.get<ShareableUsers>('/user/supervised_users_to_share_list');
}

export function shareableUsersQueryOptions() {
  return queryOptions({ queryKey: ['lists', 'shareable-users'], queryFn: getShareableUsers });
}

export function useShareableUsers(enabled: boolean) {
  return useQuery({ ...shareableUsersQueryOptions(), enabled });
}
