import type {
  CopyField,
  copyDataResponseSchema,
  ListCompany,
} from '@prospecta/contracts/lists-companies-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { LIST_COMPANIES_KEY } from '@/features/list-companies/api/get-list-companies';
import { api } from '@/lib/api-client';

export type CopyDataAnswer = z.infer<typeof copyDataResponseSchema>;

/** POST /companies/:id/copy_data — counts a copy of a contact (the server caps the counter at 5). */
export function copyData(input: { companyId: string; field: CopyField }): Promise<CopyDataAnswer> {
  return api.post<CopyDataAnswer>(`/companies/${encodeURIComponent(input.companyId)}/copy_data`, {
    field_copied: input.field,
  });
}

/** The company's page shows the count the server answers (`copies` of its detail, in every scope cached). */
export function useCopyData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyData,
    onSuccess: (answer, input) =>
      queryClient.setQueriesData<ListCompany>({ queryKey: LIST_COMPANIES_KEY }, (cached) =>
        cached && 'cnpjsGroup' in cached && cached.id === input.companyId
          ? { ...cached, copies: answer.count }
          : cached,
      ),
  });
}
