import type { RecentEventsResponse } from '@prospecta/contracts/sales-signals-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { OWN_ERRORS, RECENT_EVENTS_QUERY_KEY } from '@/features/sales-signals/api/sales-signals-query-keys';
import {
  type RecentEventsFilters,
  recentEventsQueryString,
} from '@/features/sales-signals/lib/recent-events-filters';
import { api } from '@/lib/api-client';

/** GET /ddcs/recent_events (staff): the signals of the period, newest first, 10 or 20 a page. */
export function useRecentEvents(filters: RecentEventsFilters, enabled: boolean) {
  return useQuery({
    queryKey: [...RECENT_EVENTS_QUERY_KEY, filters],
    queryFn: ({ signal }) =>
      api.get<RecentEventsResponse>(`/ddcs/recent_events?${recentEventsQueryString(filters)}&${OWN_ERRORS}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
