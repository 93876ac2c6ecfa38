import type { AdminSubscription, SubscriptionMessageResponse } from '@prospecta/contracts/shop-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_SHOP_QUERY_KEY, OWN_ERRORS, SHOP_QUERY_KEY } from '@/features/shop/api/shop-query-keys';
import { api } from '@/lib/api-client';

/** GET admin/shop/subscriptions (staff): every pending order, oldest first, then the latest others. */
export function useAdminSubscriptions() {
  return useQuery({
    queryKey: ADMIN_SHOP_QUERY_KEY,
    queryFn: () => api.get<{ subscriptions: AdminSubscription[] }>(`/admin/shop/subscriptions${OWN_ERRORS}`),
  });
}

export type Decision = { id: string; decision: 'activate' | 'refuse'; reason?: string };

/** PUT shop/{id}/sign_contract (activate) or PUT shop/{id}/refuse (staff). */
export function useDecideSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: Decision) =>
      decision === 'activate'
        ? api.put<SubscriptionMessageResponse>(`/shop/${encodeURIComponent(id)}/sign_contract${OWN_ERRORS}`)
        : api.put<SubscriptionMessageResponse>(`/shop/${encodeURIComponent(id)}/refuse${OWN_ERRORS}`, {
            ...(reason ? { reason } : {}),
          }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_SHOP_QUERY_KEY });
      // Staff may be looking at their own account's shop in another tab of this app.
      await queryClient.invalidateQueries({ queryKey: SHOP_QUERY_KEY });
    },
  });
}
