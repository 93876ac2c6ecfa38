import type { ZipDistanceResponse } from '@prospecta/contracts/search-api';
import type { SearchQueryInput } from '@prospecta/contracts/search-query';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /searches/zip_distance — resolves the CEP's location and counts companies within the distance. */
export function zipDistance(query: SearchQueryInput, signal?: AbortSignal): Promise<ZipDistanceResponse> {
  return api.post<ZipDistanceResponse>('/searches/zip_distance?skip_handle_error=true', query, { signal });
}

export function zipDistanceQueryOptions(cep: string, distance: number) {
  return queryOptions({
    queryKey: ['search', 'zip-distance', cep, distance],
    queryFn: ({ signal }) => zipDistance({ search: { where: { cep_distance: { cep, distance } } } }, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Enabled once the CEP has its 8 digits. */
export function useZipDistance(cep: string, distance: number) {
  const digits = cep.replace(/[^0-9]/g, '');
  return useQuery({
    ...zipDistanceQueryOptions(digits, distance),
    enabled: digits.length === 8 && distance > 0,
  });
}
