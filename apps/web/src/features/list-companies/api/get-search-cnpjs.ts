import type { cnpjsBySearchResponseSchema } from '@prospecta/contracts/search-api';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

type CnpjsPage = z.infer<typeof cnpjsBySearchResponseSchema>;

/** POST /searches/get_cnpjs_by_search — the first `count` CNPJs of a stored search, in its order. */
export async function getSearchCnpjs(searchId: string, count: number): Promise<string[]> {
  const answer = await api.post<CnpjsPage>('/searches/get_cnpjs_by_search', {
    search_id: searchId,
    offset: 0,
    return_size: count,
  });
  return answer.cnpjs.slice(0, count);
}
