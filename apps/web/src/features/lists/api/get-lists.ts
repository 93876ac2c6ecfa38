import type { ListsResponse } from '@prospecta/contracts/lists-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client';
import { readOffline, writeOffline } from '@/lib/offline-db';

export const LISTS_QUERY_KEY = ['lists'] as const;
export const LISTS_PAGES_KEY = [...LISTS_QUERY_KEY, 'page'] as const;

/** Which lists the root shows: the active ones, the archived ones, or the deleted (recoverable) ones. */
export type ListsView = 'active' | 'archived' | 'deleted';
/** `author`: only the lists this user wrote ('' for everyone's). */
export type ListsParams = { page: number; query: string; view: ListsView; author: string };

function listsUrl({ page, query, view, author }: ListsParams): string {
  const params = new URLSearchParams({ page: String(page), updated_at: 'desc' });
  if (query.trim()) params.set('query', query.trim());
  if (author) params.set('author_id', author);
  if (view === 'deleted') params.set('deleted', 'true');
  else params.set('archived', view === 'archived' ? 'true' : 'false');
  return `/info_sets?${params}`;
}

const offlineKey = (params: ListsParams) => JSON.stringify(params);

/** GET /info_sets — 10 a page, starred first; each answer is also kept offline (Dexie, store Infosets). */
export async function getLists(params: ListsParams): Promise<ListsResponse> {
  const page = await api.get<ListsResponse>(listsUrl(params));
  void writeOffline('Infosets', offlineKey(params), page);
  return page;
}

export function listsQueryOptions(params: ListsParams) {
  return queryOptions({
    queryKey: [...LISTS_PAGES_KEY, params],
    queryFn: () => getLists(params),
  });
}

/**
 * The lists page; until the network answers it shows the copy cached offline for the same parameters
 * (marked by `isPlaceholderData`), then the previous page while a new one loads.
 */
export function useLists(params: ListsParams) {
  const key = offlineKey(params);
  const [cached, setCached] = useState<{ key: string; page: ListsResponse } | null>(null);
  useEffect(() => {
    let live = true;
    void readOffline<ListsResponse>('Infosets', key).then((page) => {
      if (live && page) setCached({ key, page });
    });
    return () => {
      live = false;
    };
  }, [key]);
  return useQuery({
    ...listsQueryOptions(params),
    placeholderData: (previous) => (cached?.key === key ? cached.page : previous),
  });
}
