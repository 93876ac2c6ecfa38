// What differs between the four OAuth tools: scopes, PKCE, extra authorise parameters, how the code is
// exchanged and where the account's API lives in the token answer.
import type { OAuthTool } from '@prospecta/contracts/exports-api';

export type TokenAnswer = {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number | string;
  /** Salesforce. */
  instance_url?: string;
  /** Zoho. */
  api_domain?: string;
  /** Bitrix24: `https://portal/rest/` and the portal's domain. */
  client_endpoint?: string;
  domain?: string;
};

export type OAuthProvider = {
  scope?: string;
  /** PKCE S256 (Salesforce supports it on the web-server flow). */
  pkce: boolean;
  extraAuthorizeParams: Record<string, string>;
  /** Bitrix24 authorises on the customer's portal: `{portal}` in the authorise URL is replaced. */
  needsPortal: boolean;
  /** Bitrix24's token server takes the parameters in the query of a GET. */
  exchangeMethod: 'POST' | 'GET';
  instanceUrlOf(answer: TokenAnswer): string | undefined;
};

const trim = (url: string | undefined) => url?.replace(/\/+$/, '');

export const OAUTH_PROVIDERS: Record<OAuthTool, OAuthProvider> = {
  salesforce: {
    scope: 'api refresh_token',
    pkce: true,
    extraAuthorizeParams: {},
    needsPortal: false,
    exchangeMethod: 'POST',
    instanceUrlOf: (a) => trim(a.instance_url),
  },
  hubspot: {
    scope:
      'crm.objects.companies.read crm.objects.companies.write crm.objects.contacts.read crm.objects.contacts.write crm.objects.deals.read crm.objects.deals.write crm.schemas.companies.read crm.schemas.companies.write',
    pkce: false,
    extraAuthorizeParams: {},
    needsPortal: false,
    exchangeMethod: 'POST',
    instanceUrlOf: () => undefined,
  },
  zoho: {
    scope: 'ZohoCRM.modules.ALL,ZohoCRM.settings.fields.ALL',
    pkce: false,
    extraAuthorizeParams: { access_type: 'offline', prompt: 'consent' },
    needsPortal: false,
    exchangeMethod: 'POST',
    instanceUrlOf: (a) => trim(a.api_domain),
  },
  bitrix24: {
    pkce: false,
    extraAuthorizeParams: {},
    needsPortal: true,
    exchangeMethod: 'GET',
    instanceUrlOf: (a) =>
      trim(a.client_endpoint?.replace(/\/rest\/?$/, '')) ?? (a.domain ? `https://${a.domain}` : undefined),
  },
};
