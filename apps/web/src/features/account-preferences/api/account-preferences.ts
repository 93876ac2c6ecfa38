import type {
  AccountPreferences,
  SavePreferencesResponse,
  UpdateAccountPreferences,
} from '@prospecta/contracts/account-preferences-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const ACCOUNT_PREFERENCES_QUERY_KEY = ['account-preferences'] as const;

/** GET /account_preferences */
export function useAccountPreferences() {
  return useQuery({
    queryKey: ACCOUNT_PREFERENCES_QUERY_KEY,
    queryFn: () => api.get<AccountPreferences>('/account_preferences'),
  });
}

/** PATCH /account_preferences — the form shows a refusal itself; the success toast is the server's. */
export function useSaveAccountPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAccountPreferences) =>
      api.patch<SavePreferencesResponse>(
        '/account_preferences?skip_handle_error=true&allowed_success_notify=true',
        body,
      ),
    onSuccess: (answer) => queryClient.setQueryData(ACCOUNT_PREFERENCES_QUERY_KEY, answer.preferences),
  });
}
