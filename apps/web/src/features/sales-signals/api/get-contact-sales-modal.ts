import type { ShowContactSalesModalResponse } from '@prospecta/contracts/sales-signals-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CONTACT_SALES_MODAL_QUERY_KEY,
  OWN_ERRORS,
} from '@/features/sales-signals/api/sales-signals-query-keys';
import { api } from '@/lib/api-client';

/** A wall met on one screen is offered on the next: asked again on a route change, at most once a minute. */
const ASK_AGAIN_MS = 60_000;

/** GET /contact_and_sales_info/show_modal → { show, reason }. A failure is silent: asked again later. */
export function contactSalesModalQueryOptions(pathname: string) {
  return queryOptions({
    queryKey: [...CONTACT_SALES_MODAL_QUERY_KEY, pathname],
    queryFn: ({ signal }) =>
      api.get<ShowContactSalesModalResponse>(`/contact_and_sales_info/show_modal?${OWN_ERRORS}`, { signal }),
    staleTime: ASK_AGAIN_MS,
    retry: false,
  });
}

export function useContactSalesModal(pathname: string, enabled: boolean) {
  return useQuery({ ...contactSalesModalQueryOptions(pathname), enabled });
}
