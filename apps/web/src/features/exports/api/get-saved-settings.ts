import type { SavedSettings } from '@prospecta/contracts/exports-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const SAVED_SETTINGS_QUERY_KEY = ['exports', 'saved-settings'] as const;

/** GET /user/exportation_filters_and_fields — the user's default fields and filters, or null. */
export function getSavedSettings(): Promise<SavedSettings | null> {
  return api
    .get<{ settings: SavedSettings | null }>('/user/exportation_filters_and_fields')
    .then((r) => r.settings);
}

export function savedSettingsQueryOptions() {
  return queryOptions({
    queryKey: SAVED_SETTINGS_QUERY_KEY,
    queryFn: getSavedSettings,
    staleTime: 5 * 60_000,
  });
}

export function useSavedSettings(enabled: boolean) {
  return useQuery({ ...savedSettingsQueryOptions(), enabled });
}
