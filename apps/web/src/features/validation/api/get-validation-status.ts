import type { ValidationStatusResponse } from '@prospecta/contracts/validation-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const VALIDATION_KEY = ['validation'] as const;
/** How often a running validation is polled. */
export const VALIDATION_POLL_MS = 1500;

/** GET /v4/info_sets/:id/validation_status — both statuses and each run's progress. */
export function getValidationStatus(id: string): Promise<ValidationStatusResponse> {
  return api.get<ValidationStatusResponse>(`/v4/info_sets/${encodeURIComponent(id)}/validation_status`);
}

export function validationStatusQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...VALIDATION_KEY, id, 'status'],
    queryFn: () => getValidationStatus(id),
    staleTime: 0,
    // Another tab, or a colleague, may have started or finished a run meanwhile.
    refetchOnWindowFocus: 'always',
    // Polled only while a run is in progress.
    refetchInterval: (query) => {
      const s = query.state.data;
      return s && (s.emailsValidationStatus === 'in progress' || s.phonesValidationStatus === 'in progress')
        ? VALIDATION_POLL_MS
        : false;
    },
  });
}

export function useValidationStatus(id: string) {
  return useQuery(validationStatusQueryOptions(id));
}
