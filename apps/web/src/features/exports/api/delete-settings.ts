import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SAVED_SETTINGS_QUERY_KEY } from '@/features/exports/api/get-saved-settings';
import { api } from '@/lib/api-client';

/** DELETE /user/exportation_filters_and_fields — "Restaurar": back to every field and no filter. */
export function deleteSettings(): Promise<null> {
  return api.delete('/user/exportation_filters_and_fields').then(() => null);
}

export function useDeleteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSettings,
    onSuccess: () => queryClient.setQueryData(SAVED_SETTINGS_QUERY_KEY, null),
  });
}
