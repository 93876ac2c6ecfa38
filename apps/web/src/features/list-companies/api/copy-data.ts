import type { copyDataResponseSchema } from '@prospecta/contracts/lists-companies-api';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type CopyDataAnswer = z.infer<typeof copyDataResponseSchema>;

/** POST /companies/:id/copy_data — counts a copy of a contact (the server caps the counter at 5). */
export function copyData(input: { companyId: string; field: string }): Promise<CopyDataAnswer> {
  return api.post<CopyDataAnswer>(`/companies/${encodeURIComponent(input.companyId)}/copy_data`, {
    field_copied: input.field,
  });
}

export function useCopyData() {
  return useMutation({ mutationFn: copyData });
}
