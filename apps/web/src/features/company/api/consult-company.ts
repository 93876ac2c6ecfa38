import type { CompanyConsultResponse } from '@prospecta/contracts/companies-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-errors';

/** The server message of a consult refused for lack of click credits (spec §8). */
export const NO_CREDIT_MESSAGE = 'Crédito não disponível';

/**
 * GET /searches/companies/:cnpj — consulting a company spends one click credit the first time per account in
 * 30 days. The screen handles its own errors (skip_handle_error): a 422 'Crédito não disponível' is a state.
 */
export function consultCompany(cnpj: string): Promise<CompanyConsultResponse> {
  return api.get<CompanyConsultResponse>(
    `/searches/companies/${encodeURIComponent(cnpj)}?skip_handle_error=true`,
  );
}

export function consultCompanyQueryOptions(cnpj: string) {
  return queryOptions({
    queryKey: ['company', 'consult', cnpj],
    queryFn: () => consultCompany(cnpj),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

export function useConsultCompany(cnpj: string | null) {
  return useQuery({ ...consultCompanyQueryOptions(cnpj ?? ''), enabled: cnpj !== null });
}

export function isNoCreditError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 422 && error.message === NO_CREDIT_MESSAGE;
}
