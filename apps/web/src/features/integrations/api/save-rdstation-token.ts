import type { ToolConnection } from '@prospecta/contracts/exports-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userTokensQueryKey } from '@/features/integrations/api/get-user-tokens';
import { api } from '@/lib/api-client';

/** POST /user/rdstation/token — RD Station's token has its own endpoint (spec §7.1); a refusal shows in the form. */
export function saveRdstationToken(token: string): Promise<ToolConnection> {
  return api.post<ToolConnection>('/user/rdstation/token?skip_handle_error=true', { token });
}

export function useSaveRdstationToken(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRdstationToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userTokensQueryKey(userId) }),
  });
}
