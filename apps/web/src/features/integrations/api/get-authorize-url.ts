import type { OAuthTool } from '@prospecta/contracts/exports-api';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /integrations/:tool/authorize — the tool's consent page; the browser goes there on "Conectar". A refusal
 * is said on the tool's card (under its form), not in a toast as well.
 */
export function getAuthorizeUrl(input: { tool: OAuthTool; instanceUrl?: string }): Promise<string> {
  const query = new URLSearchParams({ skip_handle_error: 'true' });
  if (input.instanceUrl) query.set('instanceUrl', input.instanceUrl);
  return api.get<{ url: string }>(`/integrations/${input.tool}/authorize?${query}`).then((r) => r.url);
}

export function useAuthorizeUrl() {
  return useMutation({ mutationFn: getAuthorizeUrl });
}
