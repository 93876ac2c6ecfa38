import type { ToolConnection } from '@prospecta/contracts/exports-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Shared with the export dialog's reading of the same endpoint (one cache entry for both screens). */
export const userTokensQueryKey = (userId: string) => ['user-tool-tokens', userId] as const;

/** GET /user/:id/token — every tool with its connected state (never the secrets). */
export function getUserTokens(userId: string): Promise<ToolConnection[]> {
  return api
    .get<{ tools: ToolConnection[] }>(`/user/${encodeURIComponent(userId)}/token`)
    .then((r) => r.tools);
}

export function userTokensQueryOptions(userId: string) {
  return queryOptions({ queryKey: userTokensQueryKey(userId), queryFn: () => getUserTokens(userId) });
}

export function useUserTokens(userId: string | null) {
  return useQuery({ ...userTokensQueryOptions(userId ?? ''), enabled: userId !== null });
}
