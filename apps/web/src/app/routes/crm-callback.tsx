import { OAUTH_TOOLS, type OAuthTool } from '@prospecta/contracts/exports-api';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import type { OAuthReturn } from '@/features/integrations/api/complete-oauth';
import { OAuthCallback } from '@/features/integrations/components/oauth-callback';

const toolOf = (pathname: string): OAuthTool | null => {
  const tool = /^\/crm\/([a-z0-9]+)\/callback/.exec(pathname)?.[1];
  return (OAUTH_TOOLS as readonly string[]).includes(tool ?? '') ? (tool as OAuthTool) : null;
};

/**
 * /crm/{salesforce,hubspot,bitrix24,zoho}/callback — where each tool sends the browser back after consent:
 * `code` and `state` (Bitrix24 adds `domain`, Zoho `accounts-server`), or `error` when the user refused.
 */
export function CrmCallbackRoute() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const tool = toolOf(pathname) ?? 'salesforce';
  const returned = useMemo<OAuthReturn | null>(() => {
    const code = params.get('code');
    const state = params.get('state');
    if (!code || !state) return null;
    const domain = params.get('domain') ?? undefined;
    const accountsServer = params.get('accounts-server') ?? undefined;
    return { code, state, ...(domain ? { domain } : {}), ...(accountsServer ? { accountsServer } : {}) };
  }, [params]);
  const error = params.get('error_description') ?? params.get('error');
  return (
    <OAuthCallback
      tool={tool}
      returned={returned}
      providerError={error ? `A ferramenta recusou a autorização: ${error}` : null}
      settingsHref={paths.user.apiTokenExport.getHref()}
    />
  );
}
