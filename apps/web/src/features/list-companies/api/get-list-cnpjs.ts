import type { ListCnpjs } from '@prospecta/contracts/lists-companies-api';
import { type ListTableScope, scopeParams } from '@/features/list-companies/api/get-list-companies';
import { api } from '@/lib/api-client';

/**
 * GET /v4/info_sets/:id/cnpjs?query=&status=&view_as=&sort= (ours) — every CNPJ the table finds (up to the
 * export's limit), for "Selecionar todas as N". Read on demand, not cached: the table may change meanwhile.
 */
export function getListCnpjs(id: string, scope: ListTableScope): Promise<ListCnpjs> {
  return api.get<ListCnpjs>(`/v4/info_sets/${encodeURIComponent(id)}/cnpjs?${scopeParams(scope)}`);
}
