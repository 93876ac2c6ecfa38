import type { RegisterCrmBody, ToolConnection } from '@prospecta/contracts/exports-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userTokensQueryKey } from '@/features/integrations/api/get-user-tokens';
import { api } from '@/lib/api-client';

/**
 * POST /user/register_crm — stores a tool's key (or TOTVS's tokens, or a domain before OAuth). The form says a
 * refusal under its fields, so the global error toast is skipped (it said "URL inválida" a second time).
 */
export function registerCrm(body: RegisterCrmBody): Promise<ToolConnection> {
  return api.post<ToolConnection>('/user/register_crm?skip_handle_error=true', body);
}

export function useRegisterCrm(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerCrm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userTokensQueryKey(userId) }),
  });
}
