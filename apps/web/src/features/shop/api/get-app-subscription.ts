import type { AppSubscriptionResponse, SubscriptionStatusResponse } from '@prospecta/contracts/shop-api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { OWN_ERRORS, SHOP_QUERY_KEY } from '@/features/shop/api/shop-query-keys';
import { api } from '@/lib/api-client';
import { isRetryUseless } from '@/lib/api-errors';

/** How often an order waiting for the sales team is asked about (spec §4: the status "may be polled"). */
export const STATUS_POLL_MS = 30_000;

const appKey = (codeName: string) => [...SHOP_QUERY_KEY, 'app', codeName] as const;

/** POST shop/subscription: the app and the account's latest subscription of it. */
export function useAppSubscription(codeName: string) {
  return useQuery({
    queryKey: appKey(codeName),
    queryFn: () =>
      api.post<AppSubscriptionResponse>(`/shop/subscription${OWN_ERRORS}`, { code_name: codeName }),
    retry: (count, error) => !isRetryUseless(error) && count < 2,
  });
}

/**
 * POST shop/get_subscription_status, every STATUS_POLL_MS while an order waits: when staff decided it, the
 * page reads the subscription again (and the account's list, whose states and total change with it).
 */
export function useWaitForDecision(codeName: string, waiting: boolean) {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: [...SHOP_QUERY_KEY, 'status', codeName],
    queryFn: () =>
      api.post<SubscriptionStatusResponse>(`/shop/get_subscription_status${OWN_ERRORS}`, {
        code_name: codeName,
      }),
    enabled: waiting,
    refetchInterval: STATUS_POLL_MS,
  });
  const decided = waiting && status.data !== undefined && status.data.status !== 'requested';
  useEffect(() => {
    if (decided) void queryClient.invalidateQueries({ queryKey: SHOP_QUERY_KEY });
  }, [decided, queryClient]);
}
