// What each tool asks for in the integration settings, and the request its form turns into (spec exports §5,
// §7.1: register_crm for keys, rdstation/token for RD Station, OAuth for Salesforce, HubSpot, Bitrix24, Zoho).
import {
  type ExportTool,
  instanceUrlProblem,
  keyTextProblem,
  type RegisterCrmBody,
  TOOL_INSTANCE_URL_EXAMPLES,
} from '@prospecta/contracts/exports-api';

export type CredentialField = {
  name: 'value' | 'accessToken' | 'integrationToken' | 'instanceUrl';
  label: string;
  secret: boolean;
  placeholder?: string;
};

const apiKey = (label = 'Token de API'): CredentialField => ({ name: 'value', label, secret: true });

/** The form of a key-based tool; for OAuth tools, what must be known before the authorisation (a domain). */
export const CREDENTIAL_FIELDS: Record<ExportTool, CredentialField[]> = {
  pipedrive: [apiKey('Token de API pessoal')],
  agendor: [apiKey('Token de API')],
  ploomes: [apiKey('Chave de usuário (User-Key)')],
  piperun: [apiKey('Token de API')],
  meetime: [apiKey('Token de API')],
  funildevendas: [apiKey('Chave de API')],
  rdstation: [apiKey('Token da instância')],
  totvs: [
    { name: 'accessToken', label: 'Token de acesso', secret: true },
    { name: 'integrationToken', label: 'Token de integração', secret: true },
  ],
  salesforce: [
    {
      name: 'instanceUrl',
      label: 'URL de domínio',
      secret: false,
      placeholder: TOOL_INSTANCE_URL_EXAMPLES.salesforce,
    },
  ],
  bitrix24: [
    {
      name: 'instanceUrl',
      label: 'Endereço do portal',
      secret: false,
      placeholder: TOOL_INSTANCE_URL_EXAMPLES.bitrix24,
    },
  ],
  hubspot: [],
  zoho: [],
};

export type CredentialValues = Partial<Record<CredentialField['name'], string>>;

export type CredentialErrors = Partial<Record<CredentialField['name'], string>>;

/**
 * What is wrong with each field of the tool's form, said under that field: an empty one is named, a key with a
 * space, an accent or an emoji inside is refused (`keyTextProblem`, the API's rule too), and a domain
 * or portal must be an https address with a real host (the contract's rule, which the API applies too; its
 * message gives that tool's example). A URL typed without a scheme is checked as it will be sent (with
 * https://). Empty when all is well.
 */
export function credentialErrors(tool: ExportTool, values: CredentialValues): CredentialErrors {
  const errors: CredentialErrors = {};
  for (const field of CREDENTIAL_FIELDS[tool]) {
    const value = values[field.name]?.trim() ?? '';
    if (!value) errors[field.name] = `Preencha: ${field.label}`;
    else if (field.name === 'instanceUrl') {
      const problem = instanceUrlProblem(tool, normalizeUrl(value));
      if (problem) errors[field.name] = problem;
    } else {
      const problem = keyTextProblem(value);
      if (problem) errors[field.name] = problem;
    }
  }
  return errors;
}

/** A URL typed without a scheme gets https://; trailing slashes go. */
export function normalizeUrl(value: string): string {
  const trimmed = value.trim().replace(/\/+$/, '');
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** The register_crm body for a key-based tool (or a domain before an OAuth connection). */
export function registerBody(tool: ExportTool, values: CredentialValues): RegisterCrmBody {
  const body: RegisterCrmBody = { crm: tool };
  for (const field of CREDENTIAL_FIELDS[tool]) {
    const value = values[field.name]?.trim();
    if (!value) continue;
    body[field.name] = field.name === 'instanceUrl' ? normalizeUrl(value) : value;
  }
  return body;
}
