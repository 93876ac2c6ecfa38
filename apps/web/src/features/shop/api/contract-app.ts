import type { SubscriptionMessageResponse } from '@prospecta/contracts/shop-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OWN_ERRORS, SHOP_QUERY_KEY } from '@/features/shop/api/shop-query-keys';
import { api } from '@/lib/api-client';

/** POST shop/can_contract_item: asked before the confirmation opens (spec §4); a refusal is its toast. */
export function useCanContract() {
  return useMutation({
    mutationFn: (codeName: string) =>
      api.post<{ can_contract: true }>(`/shop/can_contract_item${OWN_ERRORS}`, { name: codeName }),
  });
}

/** POST shop/contract_an_additional/{name}: the owner's order, terms accepted, sent to the sales team. */
export function useContractApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (codeName: string) =>
      api.post<SubscriptionMessageResponse>(
        `/shop/contract_an_additional/${encodeURIComponent(codeName)}${OWN_ERRORS}`,
        { accept_terms: true },
      ),
    // Sent or refused (another tab may have ordered it meanwhile), the states are read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: SHOP_QUERY_KEY }),
  });
}
