import { formatCnpj } from '@prospecta/contracts/cnpj';
import { useFindCompany } from '@/features/search/api/find-company';
import type { CnpjLookup } from '@/features/search/lib/empty-results';
import { ApiError } from '@/lib/api-errors';

/**
 * A search of one CNPJ that finds nothing asks the registry (free) whether the company is there at all:
 * hidden by the filters, it can be opened anyway; missing, the filters are not to blame. `cnpj`: the one CNPJ
 * of an empty answer, else null; `'pending'` until the registry answers, null when it could not.
 */
export function useEmptyCnpjLookup(
  cnpj: string | null,
  releaseDate: string | null,
): CnpjLookup | 'pending' | null {
  const company = useFindCompany(cnpj);
  if (cnpj === null) return null;
  if (company.isPending) return 'pending';
  if (company.data) {
    return {
      found: {
        cnpj: company.data.cnpj,
        name: company.data.razao_social ?? company.data.nome_fantasia ?? formatCnpj(cnpj),
        situacao: company.data.situacao.label,
      },
    };
  }
  return company.error instanceof ApiError && company.error.status === 404
    ? { missing: true, releaseDate }
    : null;
}
