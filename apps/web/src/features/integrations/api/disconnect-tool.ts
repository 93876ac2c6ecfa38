import type { ExportTool } from '@prospecta/contracts/exports-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userTokensQueryKey } from '@/features/integrations/api/get-user-tokens';
import { api } from '@/lib/api-client';

/** DELETE /user/:id/token/:tool — forgets the tool's credentials. */
export function disconnectTool(input: { userId: string; tool: ExportTool }): Promise<{ message: string }> {
  return api.delete<{ message: string }>(
    `/user/${encodeURIComponent(input.userId)}/token/${encodeURIComponent(input.tool)}`,
  );
}

export function useDisconnectTool(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tool: ExportTool) => disconnectTool({ userId, tool }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userTokensQueryKey(userId) }),
  });
}
