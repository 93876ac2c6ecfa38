import { OAUTH_TOOLS, type OAuthTool } from '@prospecta/contracts/exports-api';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { OAuthCallback } from '@/features/integrations/components/oauth-callback';
import { readOAuthReturn } from '@/features/integrations/lib/oauth-return';
import { useSearchParams } from '@/lib/use-search-params';

const toolOf = (pathname: string): OAuthTool | null => {
  const tool = /^\/crm\/([a-z0-9]+)\/callback/.exec(pathname)?.[1];
  return (OAUTH_TOOLS as readonly string[]).includes(tool ?? '') ? (tool as OAuthTool) : null;
};

/**
 * /crm/{salesforce,hubspot,bitrix24,zoho}/callback — where each tool sends the browser back after consent:
 * `code` and `state` (Bitrix24 adds `domain`, Zoho `accounts-server`), or `error` when the user refused. The
 * page says only our own texts (readOAuthReturn), never the link's `error_description`.
 */
export function CrmCallbackRoute() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const tool = toolOf(pathname) ?? 'salesforce';
  const reading = useMemo(() => readOAuthReturn(tool, params), [tool, params]);
  return (
    <OAuthCallback
      tool={tool}
      returned={reading.returned}
      problem={reading.problem}
      settingsHref={paths.user.apiTokenExport.getHref()}
    />
  );
}
