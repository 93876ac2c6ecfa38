import type { ListLookALike } from '@prospecta/contracts/lists-companies-api';
import { type ListTableScope, scopeParams } from '@/features/list-companies/api/get-list-companies';
import { api } from '@/lib/api-client';

/**
 * POST /info_sets/:id/look_a_like?query=&status=&view_as= — active companies like those the table shows (its
 * search and status filter), none of the list's own.
 */
export function getListLookAlike(id: string, scope: ListTableScope): Promise<ListLookALike> {
  const params = scopeParams(scope);
  params.set('skip_handle_error', 'true');
  return api.post<ListLookALike>(`/info_sets/${encodeURIComponent(id)}/look_a_like?${params}`);
}
