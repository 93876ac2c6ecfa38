import type { CreditAuditResponse } from '@prospecta/contracts/admin-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { creditAuditKey } from '@/features/admin/api/admin-query-keys';
import { type AuditFilters, auditQueryString } from '@/features/admin/lib/credit-audit';
import { api } from '@/lib/api-client';

/** GET /credit_histories/:accountId/all — grants, removals and spends, newest first, 20 a page. */
export function getCreditAudit(
  accountId: string,
  filters: AuditFilters,
  signal?: AbortSignal,
): Promise<CreditAuditResponse> {
  return api.get<CreditAuditResponse>(
    `/credit_histories/${encodeURIComponent(accountId)}/all?${auditQueryString(filters)}`,
    { signal },
  );
}

export function creditAuditQueryOptions(accountId: string, filters: AuditFilters, enabled: boolean) {
  return queryOptions({
    queryKey: [...creditAuditKey(accountId), filters],
    queryFn: ({ signal }) => getCreditAudit(accountId, filters, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useCreditAudit(accountId: string, filters: AuditFilters, enabled = true) {
  return useQuery(creditAuditQueryOptions(accountId, filters, enabled));
}
