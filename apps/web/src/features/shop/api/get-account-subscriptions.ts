import type { AccountSubscriptionsResponse } from '@prospecta/contracts/shop-api';
import { useQuery } from '@tanstack/react-query';
import { OWN_ERRORS, SHOP_QUERY_KEY } from '@/features/shop/api/shop-query-keys';
import { api } from '@/lib/api-client';

/** GET shop/account_subscriptions_with_prices: open ones first, then the history, and the monthly total. */
export function useAccountSubscriptions() {
  return useQuery({
    queryKey: [...SHOP_QUERY_KEY, 'subscriptions'],
    queryFn: () =>
      api.get<AccountSubscriptionsResponse>(`/shop/account_subscriptions_with_prices${OWN_ERRORS}`),
  });
}
