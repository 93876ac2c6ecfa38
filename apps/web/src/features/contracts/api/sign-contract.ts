import type { ContractView, SignContractBody } from '@prospecta/contracts/contract-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CONTRACT_LIST_QUERY_KEY,
  contractQueryKey,
  OWN_ERRORS,
} from '@/features/contracts/api/contract-query-keys';
import { api } from '@/lib/api-client';

/**
 * PUT /account_plan/update_signed_contract/:id (the owner signs): the answer is the contract signed, put in its
 * query at once; a refusal reads it again (signed meanwhile in another tab, the order cancelled).
 */
export function useSignContract(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignContractBody) =>
      api.put<{ message: string; contract: ContractView }>(
        `/account_plan/update_signed_contract/${encodeURIComponent(id)}?${OWN_ERRORS}`,
        body,
      ),
    onSuccess: ({ contract }) => {
      queryClient.setQueryData(contractQueryKey(id), contract);
      void queryClient.invalidateQueries({ queryKey: CONTRACT_LIST_QUERY_KEY });
      // The plans screen's banner says "Contrato assinado" from the order's own field.
      void queryClient.invalidateQueries({ queryKey: ['plans'] });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: contractQueryKey(id) }),
  });
}
