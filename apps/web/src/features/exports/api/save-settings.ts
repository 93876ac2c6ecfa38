import type { SavedSettings } from '@prospecta/contracts/exports-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SAVED_SETTINGS_QUERY_KEY } from '@/features/exports/api/get-saved-settings';
import { api } from '@/lib/api-client';

/** PUT /user/exportation_filters_and_fields — "Salvar como padrão". */
export function saveSettings(settings: SavedSettings): Promise<SavedSettings | null> {
  return api
    .put<{ settings: SavedSettings | null }>('/user/exportation_filters_and_fields', settings)
    .then((r) => r.settings);
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (settings) => queryClient.setQueryData(SAVED_SETTINGS_QUERY_KEY, settings),
  });
}
