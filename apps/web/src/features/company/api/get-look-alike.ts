import type { LookAlikeRow } from '@prospecta/contracts/search-company';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Spec §8: a failed similar-companies search. */
export const LOOK_ALIKE_ERROR = 'Aconteceu um erro inesperado tente novamente mais tarde!';

/** How many similar companies the drawer lists, and how many it opens in the search. */
export const LOOK_ALIKE_SHOWN = 10;
export const LOOK_ALIKE_IN_SEARCH = 100;

/** POST /searches/look_a_like — active companies most like the seeds (the seeds left out), most similar first. */
export async function getLookAlike(cnpjs: readonly string[], size: number): Promise<LookAlikeRow[]> {
  const body = await api.post<{ companies: LookAlikeRow[] }>('/searches/look_a_like?skip_handle_error=true', {
    nu_cnpj: cnpjs,
    return_size: size,
  });
  return body.companies;
}

export function lookAlikeQueryOptions(cnpj: string) {
  return queryOptions({
    queryKey: ['company', 'look-alike', cnpj],
    queryFn: () => getLookAlike([cnpj], LOOK_ALIKE_SHOWN),
    staleTime: 10 * 60_000,
  });
}

export function useLookAlike(cnpj: string, enabled: boolean) {
  return useQuery({ ...lookAlikeQueryOptions(cnpj), enabled });
}

/** The CNPJs of the LOOK_ALIKE_IN_SEARCH companies most like `cnpj` (opened as a search of them). */
export async function getLookAlikeCnpjs(cnpj: string): Promise<string[]> {
  return (await getLookAlike([cnpj], LOOK_ALIKE_IN_SEARCH)).map((row) => row.cnpj);
}
