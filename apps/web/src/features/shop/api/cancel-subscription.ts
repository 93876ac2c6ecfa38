import type { SubscriptionMessageResponse } from '@prospecta/contracts/shop-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OWN_ERRORS, SHOP_QUERY_KEY } from '@/features/shop/api/shop-query-keys';
import { api } from '@/lib/api-client';

/** POST shop/cancel_additional_item {id}: the owner cancels an order still waiting or an active app. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<SubscriptionMessageResponse>(`/shop/cancel_additional_item${OWN_ERRORS}`, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SHOP_QUERY_KEY }),
  });
}
