import type { historyListResponseSchema } from '@prospecta/contracts/history-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type HistoryPage = z.infer<typeof historyListResponseSchema>;

export const HISTORY_QUERY_KEY = ['history'] as const;

/** GET /history_search?page= — the account's saved searches, newest first. */
export function getHistory(page: number): Promise<HistoryPage> {
  return api.get<HistoryPage>(`/history_search?page=${page}`);
}

export function historyQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...HISTORY_QUERY_KEY, 'page', page],
    queryFn: () => getHistory(page),
    placeholderData: keepPreviousData,
  });
}

export function useHistory(page: number) {
  return useQuery(historyQueryOptions(page));
}
