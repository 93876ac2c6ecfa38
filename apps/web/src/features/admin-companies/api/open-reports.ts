import type {
  AdminCompanyMutationResponse,
  OpenReportsResponse,
} from '@prospecta/contracts/admin-companies-api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCompanyKey } from '@/features/admin-companies/api/get-admin-company';
import { api } from '@/lib/api-client';

export const openReportsKey = ['admin', 'company-reports'] as const;

/** GET /admin/company_reports — the companies whose reports staff have not answered, oldest first. */
export function useOpenReports(page: number) {
  return useQuery({
    queryKey: [...openReportsKey, page],
    queryFn: ({ signal }) => api.get<OpenReportsResponse>(`/admin/company_reports?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /admin/company_reports/:cnpj/verify — the open reports answered without a correction; the panel is
 * redrawn from the answer and the queue asked again. The server's message is the toast.
 */
export function useVerifyReports(cnpj: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) =>
      api.post<AdminCompanyMutationResponse>(
        `/admin/company_reports/${encodeURIComponent(cnpj)}/verify?skip_handle_error=true&allowed_success_notify=true`,
        { note },
      ),
    onSuccess: (answer) => {
      queryClient.setQueryData(adminCompanyKey(cnpj), answer);
      void queryClient.invalidateQueries({ queryKey: openReportsKey });
    },
  });
}
