import type { RelationshipGraph } from '@prospecta/contracts/search-company';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /hyperbolic-tree?cnpj= — the company, its partners and the companies they share. */
export function getHyperbolicTree(cnpj: string): Promise<RelationshipGraph> {
  return api.get<RelationshipGraph>(
    `/hyperbolic-tree?cnpj=${encodeURIComponent(cnpj)}&skip_handle_error=true`,
  );
}

export function hyperbolicTreeQueryOptions(cnpj: string) {
  return queryOptions({
    queryKey: ['company', 'hyperbolic-tree', cnpj],
    queryFn: () => getHyperbolicTree(cnpj),
    staleTime: 10 * 60_000,
  });
}

export function useHyperbolicTree(cnpj: string, enabled: boolean) {
  return useQuery({ ...hyperbolicTreeQueryOptions(cnpj), enabled });
}
