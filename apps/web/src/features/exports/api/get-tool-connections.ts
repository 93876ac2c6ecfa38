import type { ToolConnection } from '@prospecta/contracts/exports-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /user/:id/token — which tools the user connected (never the secrets). The integrations feature reads
 * the same endpoint under the same key, so both screens share one cache entry.
 */
export function getToolConnections(userId: string): Promise<ToolConnection[]> {
  return api
    .get<{ tools: ToolConnection[] }>(`/user/${encodeURIComponent(userId)}/token`)
    .then((r) => r.tools);
}

export function toolConnectionsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['user-tool-tokens', userId] as const,
    queryFn: () => getToolConnections(userId),
  });
}

export function useToolConnections(userId: string | null) {
  return useQuery({ ...toolConnectionsQueryOptions(userId ?? ''), enabled: userId !== null });
}
