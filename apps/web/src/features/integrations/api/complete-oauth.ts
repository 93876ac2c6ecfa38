import type { OAuthTool, ToolConnection } from '@prospecta/contracts/exports-api';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type OAuthReturn = { code: string; state: string; domain?: string; accountsServer?: string };

/** POST /integrations/:tool/callback — hands the returned code and state to the API, which keeps the tokens. */
export function completeOAuth(input: { tool: OAuthTool } & OAuthReturn): Promise<ToolConnection> {
  const { tool, ...body } = input;
  return api
    .post<{ connection: ToolConnection }>(`/integrations/${tool}/callback`, body)
    .then((r) => r.connection);
}

export function useCompleteOAuth() {
  return useMutation({ mutationFn: completeOAuth });
}
