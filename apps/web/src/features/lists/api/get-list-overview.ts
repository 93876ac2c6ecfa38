import type { ListOverview } from '@prospecta/contracts/lists-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /info_sets/:id/overview/user/:userId — the screen shows "Connection Error" itself on failure. */
export function getListOverview(id: string, userId: string): Promise<ListOverview> {
  return api.get<ListOverview>(
    `/info_sets/${encodeURIComponent(id)}/overview/user/${encodeURIComponent(userId)}?skip_handle_error=true`,
  );
}

export function listOverviewQueryOptions(id: string, userId: string) {
  return queryOptions({
    queryKey: ['lists', 'overview', id, userId],
    queryFn: () => getListOverview(id, userId),
    retry: false,
  });
}

export function useListOverview(id: string, userId: string | null) {
  return useQuery({ ...listOverviewQueryOptions(id, userId ?? ''), enabled: userId !== null });
}
