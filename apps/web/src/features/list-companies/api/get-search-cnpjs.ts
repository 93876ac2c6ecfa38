import type { cnpjsBySearchResponseSchema } from '@prospecta/contracts/search-api';
import { MAX_RETURN_SIZE } from '@prospecta/contracts/search-fields';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

type CnpjsPage = z.infer<typeof cnpjsBySearchResponseSchema>;

/**
 * POST /searches/get_cnpjs_by_search — the first `count` CNPJs of a stored search, in its order, asked
 * MAX_RETURN_SIZE (1 000) at a time: "As primeiras N" goes up to what one add takes (10 600).
 */
export async function getSearchCnpjs(searchId: string, count: number): Promise<string[]> {
  const cnpjs: string[] = [];
  while (cnpjs.length < count) {
    const size = Math.min(MAX_RETURN_SIZE, count - cnpjs.length);
    const answer = await api.post<CnpjsPage>('/searches/get_cnpjs_by_search', {
      search_id: searchId,
      offset: cnpjs.length,
      return_size: size,
    });
    cnpjs.push(...answer.cnpjs);
    if (answer.cnpjs.length < size) break;
  }
  return cnpjs.slice(0, count);
}
