import type { ShopItem } from '@prospecta/contracts/shop-api';
import { useQuery } from '@tanstack/react-query';
import { OWN_ERRORS, SHOP_QUERY_KEY } from '@/features/shop/api/shop-query-keys';
import { api } from '@/lib/api-client';

/** GET shop/list_available_additionals: the apps this user may see (Speedmail only with their flag). */
export function useShopItems() {
  return useQuery({
    queryKey: [...SHOP_QUERY_KEY, 'items'],
    queryFn: () => api.get<{ items: ShopItem[] }>(`/shop/list_available_additionals${OWN_ERRORS}`),
    staleTime: 10 * 60_000,
  });
}
