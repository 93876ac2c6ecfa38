// What the tool's return link (/crm/<tool>/callback) carries, read as the API takes it: the code and state to
// post, or one fixed sentence of ours. The link's own texts (`error_description`) are never shown: anyone can
// put any words in a link to our domain, and the tools write them in English.
import { EXPORT_MESSAGES, type OAuthTool, oauthCallbackBodySchema } from '@prospecta/contracts/exports-api';
import type { OAuthReturn } from '@/features/integrations/api/complete-oauth';
import { TOOL_BRANDS } from '@/lib/tool-brands';

export type OAuthReturnReading =
  | { returned: OAuthReturn; problem: null }
  | { returned: null; problem: string };

/** The OAuth error code of a consent the user declined (RFC 6749 §4.1.2.1), as every one of the four sends. */
const DENIED = 'access_denied';

export function readOAuthReturn(tool: OAuthTool, params: URLSearchParams): OAuthReturnReading {
  const name = TOOL_BRANDS[tool].name;
  const error = params.get('error');
  if (error !== null || params.has('error_description')) {
    return {
      returned: null,
      problem:
        error === DENIED
          ? `Você recusou a autorização no ${name}.`
          : `${name} recusou a autorização. Tente conectar de novo.`,
    };
  }
  const code = params.get('code');
  const state = params.get('state');
  if (!code || !state)
    return { returned: null, problem: `${name} não devolveu a autorização. Tente conectar de novo.` };
  const domain = params.get('domain') ?? undefined;
  const accountsServer = params.get('accounts-server') ?? undefined;
  const returned: OAuthReturn = {
    code,
    state,
    ...(domain ? { domain } : {}),
    ...(accountsServer ? { accountsServer } : {}),
  };
  // Checked with the API's own rule first, so a link that cannot be ours is said plainly, without a call.
  if (!oauthCallbackBodySchema.safeParse(returned).success)
    return { returned: null, problem: EXPORT_MESSAGES.oauthLinkInvalid };
  return { returned, problem: null };
}
