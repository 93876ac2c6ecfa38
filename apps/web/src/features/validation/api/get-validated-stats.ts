import type { ValidatedEmailsResponse, ValidatedPhonesResponse } from '@prospecta/contracts/validation-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { VALIDATION_KEY } from '@/features/validation/api/get-validation-status';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-errors';

export type Stats<T> = { stats: T | null; notFound: boolean };

/** A 404 gives no stats and "No found" (spec §8); other errors reach the query. */
async function orNotFound<T>(url: string): Promise<Stats<T>> {
  try {
    return { stats: await api.get<T>(url), notFound: false };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { stats: null, notFound: true };
    throw error;
  }
}

/** GET /info_sets/:id/validated_phones — Phone stats. */
export const getValidatedPhones = (id: string) =>
  orNotFound<ValidatedPhonesResponse>(
    `/info_sets/${encodeURIComponent(id)}/validated_phones?skip_handle_error=true`,
  );

/** GET /info_sets/:id/validated_emails — E-mail stats. */
export const getValidatedEmails = (id: string) =>
  orNotFound<ValidatedEmailsResponse>(
    `/info_sets/${encodeURIComponent(id)}/validated_emails?skip_handle_error=true`,
  );

export function validatedPhonesQueryOptions(id: string) {
  return queryOptions({ queryKey: [...VALIDATION_KEY, id, 'phones'], queryFn: () => getValidatedPhones(id) });
}
export function validatedEmailsQueryOptions(id: string) {
  return queryOptions({ queryKey: [...VALIDATION_KEY, id, 'emails'], queryFn: () => getValidatedEmails(id) });
}

/** `version` changes when a run ends, so the stats are fetched again. */
export function useValidatedPhones(id: string, version: string) {
  return useQuery({
    ...validatedPhonesQueryOptions(id),
    queryKey: [...VALIDATION_KEY, id, 'phones', version],
  });
}
export function useValidatedEmails(id: string, version: string) {
  return useQuery({
    ...validatedEmailsQueryOptions(id),
    queryKey: [...VALIDATION_KEY, id, 'emails', version],
  });
}
