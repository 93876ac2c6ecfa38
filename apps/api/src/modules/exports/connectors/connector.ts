// The one interface every CRM connector implements (DESIGN.md "Exports and connectors"). The export job maps
// list companies to ExportCompany, calls exportBatch in the connector's batchSize and records each outcome.
import type { EmailResult } from '@prospecta/contracts/validation-api';
import type { ZodType } from 'zod';
import type { CompanyNote } from '@/modules/notes/notes.repository.ts';
import type { CrmHttp } from './crm-http.ts';

export type ToolName =
  | 'salesforce'
  | 'hubspot'
  | 'pipedrive'
  | 'zoho'
  | 'bitrix24'
  | 'rdstation'
  | 'ploomes'
  | 'agendor'
  | 'piperun'
  | 'meetime'
  | 'funildevendas'
  | 'totvs';

export type ExportContact = {
  name: string;
  position: string | null;
  email: string | null;
  phone: string | null;
  linkedin: string | null;
};

export type ExportCompany = {
  /** 14 chars, unformatted. */
  cnpj: string;
  razaoSocial: string;
  nomeFantasia: string | null;
  /** Head office or branch (the registry's row); null when the registry lacks the company. */
  headOffice: boolean | null;
  email: string | null;
  /** The list's e-mail validation outcome for `email`; null when it was not validated. */
  emailResult: EmailResult | null;
  /** National numbers, e.g. "11987654321"; `valid` from the list's phone validation, null when not validated. */
  phones: { number: string; type: 'fixo' | 'celular'; valid: boolean | null }[];
  site: string | null;
  address: {
    logradouro: string | null;
    numero: string | null;
    complemento: string | null;
    bairro: string | null;
    cep: string | null;
    municipio: string | null;
    uf: string | null;
  };
  /** `code` as the IBGE writes it, "5611-2/01" (as the company page shows it). */
  cnaePrincipal: { code: string; description: string } | null;
  porte: string | null;
  situacao: string;
  /**
   * The day (YYYY-MM-DD) of the situação cadastral. It and the four after it come from the full record (as
   * the company page shows them): null or empty when that was not read (a file whose columns need none of
   * it) or the registry lacks the company.
   */
  situacaoSince: string | null;
  /** `code` as `cnaePrincipal`'s, in the code's order. */
  cnaesSecundarios: { code: string; description: string }[];
  /** The RFB's 4-digit code, 2062, and its description, "Sociedade Empresária Limitada". */
  naturezaJuridica: { code: number; description: string } | null;
  simples: boolean | null;
  mei: boolean | null;
  abertura: string | null;
  capitalSocial: number | null;
  employees: number | null;
  revenue: number | null;
  /** The whole company's (head office and branches summed). */
  companyEmployees: number | null;
  companyRevenue: number | null;
  prospectingStatus: string | null;
  decisionMakers: ExportContact[];
  /** The list's notes on the company, newest first; read for files that ask for them (else none). */
  notes?: CompanyNote[];
};

/**
 * What the user stored for the tool (token store); fields by tool:
 * - key tools (pipedrive, rdstation, ploomes, agendor, piperun, meetime, funildevendas): `apiKey`;
 * - OAuth tools (salesforce, hubspot, zoho, bitrix24): `accessToken`, `refreshToken`, `expiresAt` (ISO) and
 *   `instanceUrl` (Salesforce instance_url, Zoho api_domain, Bitrix24 portal). The export job refreshes the
 *   token before calling exportBatch when it expires within 5 minutes. A HubSpot private-app token is stored
 *   as `accessToken` without a refresh token; Salesforce's domain URL (spec domainUrl) is `instanceUrl`;
 * - totvs: `accessToken` + `integrationToken` (+ `instanceUrl` when the customer's host is given).
 */
export type ToolCredentials = {
  accessToken?: string;
  refreshToken?: string;
  expiresAt?: string;
  apiKey?: string;
  /** Salesforce instance / domain URL, Bitrix24 portal URL, Zoho api domain. */
  instanceUrl?: string;
  /** TOTVS. */
  integrationToken?: string;
  [extra: string]: unknown;
};

/** The tool's extras from the request (dealConfig, dealSendInformation, cadence, codes, onlyValidPhones, ownerId…), validated by the connector's own zod schema. */
export type ExportOptions = Record<string, unknown>;

export type CompanyOutcome = {
  cnpj: string;
  status: 'created' | 'updated' | 'skipped' | 'failed';
  externalId?: string;
  contacts?: number;
  deals?: number;
  error?: string;
};

export type ConnectorContext = {
  credentials: ToolCredentials;
  options: ExportOptions;
  /** The tool's API root, from config (tests point it at a loopback fake). */
  baseUrl: string;
  /** Shared HTTP client (crm-http.ts). */
  http: CrmHttp;
  /** Cancel. */
  signal: AbortSignal;
  /**
   * Injectable so fakes/tests can observe pauses: real sleep in production. Ploomes calls `ctx.sleep(10_000)`
   * between batches of 19 contacts; the export job turns exactly that pause into CRM_PLOOMES_PAUSE_MS.
   */
  sleep: (ms: number) => Promise<void>;
  log: (message: string) => void;
};

export interface CrmConnector {
  tool: ToolName;
  /** 'Pipedrive', 'Rd Station', … (as in spec exports §5). */
  label: string;
  /** The tool's extras. */
  optionsSchema: ZodType;
  /** e.g. 'Você ainda não está autenticado no Pipedrive'; the TOTVS and Salesforce messages of spec exports §5. */
  missingCredentialsMessage(c: ToolCredentials): string | null;
  /** Companies per exportBatch call, within the tool's limits. */
  batchSize: number;
  /**
   * One cheap authenticated read, asked when a user saves a key (register_crm): it throws CrmTokenError
   * (or a 401/403 CrmRequestError) when the tool refuses the credentials. Absent where the tool has no read
   * to ask (Funil de Vendas) or the credentials only come from an OAuth flow, which proved them already.
   */
  verify?(ctx: ConnectorContext): Promise<void>;
  /** Upsert the company/organisation by CNPJ, its contacts linked to it, deals when the extras ask. */
  exportBatch(ctx: ConnectorContext, companies: ExportCompany[]): Promise<CompanyOutcome[]>;
  /** Throttles signalled beyond 429 (Bitrix24 QUERY_LIMIT_EXCEEDED, Salesforce REQUEST_LIMIT_EXCEEDED): handed to createCrmHttp. */
  isThrottled?: (status: number, body: unknown) => boolean;
  /** Token errors beyond 401 (Salesforce INVALID_SESSION_ID, Zoho INVALID_TOKEN, Bitrix24 expired_token): handed to createCrmHttp. */
  isTokenError?: (status: number, body: unknown) => boolean;
}

/**
 * What a refusal means where a tool's reference says more than its status (crmFailureReason words it): a
 * permission the connection lacks (HubSpot's 403 is a missing scope; `scope` when the call tells which), the
 * org's API request limit (Salesforce's 403 REQUEST_LIMIT_EXCEEDED).
 */
export type CrmRefusal = { kind: 'missing_scope'; scope: string | null } | { kind: 'api_limit' };

/** Invalid/expired token: the export stops cleanly with a token-error notification. */
export class CrmTokenError extends Error {}

export class CrmRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
    /** Still throttled after the client's waits (a 429, or the tool's own throttle answer under another status). */
    readonly throttled = status === 429,
    readonly refusal?: CrmRefusal,
  ) {
    super(message);
  }

  /** The same error, with what the tool's reference says it means. */
  meaning(refusal: CrmRefusal): CrmRequestError {
    return new CrmRequestError(this.message, this.status, this.body, this.throttled, refusal);
  }
}

/** "5611-2/01 - Restaurantes e similares": an activity as the sheets and the CRMs' text fields take it. */
export const cnaeLine = (cnae: { code: string; description: string }): string =>
  `${cnae.code} - ${cnae.description}`;
/** The main activity, `cnaeLine`'s way. */
export const cnaeText = (company: Pick<ExportCompany, 'cnaePrincipal'>): string | null =>
  company.cnaePrincipal ? cnaeLine(company.cnaePrincipal) : null;
