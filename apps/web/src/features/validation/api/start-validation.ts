import type { ValidationStartResponse } from '@prospecta/contracts/validation-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { VALIDATION_KEY } from '@/features/validation/api/get-validation-status';
import { api } from '@/lib/api-client';

/** validate_emails (with its origin), validate_phones, or the v4 request_phone_validation (3-day rule). */
export type ValidationKind = 'emails' | 'phones' | 'request_phones';

export function startValidation(input: {
  listId: string;
  kind: ValidationKind;
}): Promise<ValidationStartResponse> {
  const id = encodeURIComponent(input.listId);
  switch (input.kind) {
    case 'emails':
      return api.post<ValidationStartResponse>(`/info_sets/${id}/validate_emails?skip_handle_error=true`, {
        email_validation_origin: 'list_view',
      });
    case 'phones':
      return api.post<ValidationStartResponse>(`/info_sets/${id}/validate_phones?skip_handle_error=true`);
    case 'request_phones':
      return api.post<ValidationStartResponse>(
        `/v4/info_sets/${id}/request_phone_validation?skip_handle_error=true`,
      );
  }
}

export function useStartValidation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startValidation,
    onSettled: (_data, _error, { listId }) => {
      void queryClient.invalidateQueries({ queryKey: [...VALIDATION_KEY, listId] });
      void queryClient.invalidateQueries({ queryKey: ['lists'] });
    },
  });
}
