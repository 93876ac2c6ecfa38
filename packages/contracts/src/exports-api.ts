// Exports (spec exports §3–§5, §7.1): a list's companies to a CSV/XLSX file or to one of twelve sales tools,
// counts, progress, cancel, downloads, the tool-token store, saved fields and filters, and OAuth connections.
import { z } from 'zod';
import { cnpjValueSchema } from './companies-api.ts';
import { errorBodySchema, MESSAGES } from './errors.ts';
import { listSortSchema, prospectingStatusSchema, viewAsSchema } from './lists-companies-api.ts';

export const EXPORTS_API_PATHS = {
  toTool: '/api/export/:infosetId/:target',
  sheet: '/api/export/:id/sheet',
  calculate: '/api/export/:id/calculate',
  totvsExisting: '/api/export/:id/calculate_existing_companies_on_totvs',
  cancel: '/api/export/:id/cancelExport',
  inProgress: '/api/export/:account/:id/exportations_in_progress',
  inProgressByService: '/api/export/:id/exportation_in_progress/:service',
  status: '/api/export/:id/exportation_status/:eventId',
  files: '/api/export/:id/files',
  /** Shared download, no sign-in: the web route /short/link_to_download_list/:code calls this one. */
  shortLink: '/api/short/link_to_download_list/:code',
  userTokens: '/api/user/:id/token',
  userToolToken: '/api/user/:id/token/:tool',
  registerCrm: '/api/user/register_crm',
  rdstationToken: '/api/user/rdstation/token',
  savedSettings: '/api/user/exportation_filters_and_fields',
  oauthAuthorize: '/api/integrations/:tool/authorize',
  oauthCallback: '/api/integrations/:tool/callback',
} as const;

export const EXPORT_TOOLS = [
  'salesforce',
  'agendor',
  'piperun',
  'pipedrive',
  'hubspot',
  'bitrix24',
  'ploomes',
  'rdstation',
  'funildevendas',
  'totvs',
  'zoho',
  'meetime',
] as const;
export const exportToolSchema = z.enum(EXPORT_TOOLS, { error: 'Ferramenta de exportação inválida' });
export type ExportTool = z.infer<typeof exportToolSchema>;

/** The tools' names as the spec writes them in its messages (§5). */
export const EXPORT_TOOL_LABELS: Record<ExportTool, string> = {
  pipedrive: 'Pipedrive',
  agendor: 'agendor',
  piperun: 'piperun',
  funildevendas: 'Funil de Vendas',
  salesforce: 'Salesforce',
  ploomes: 'Ploomes',
  rdstation: 'Rd Station',
  hubspot: 'Hubspot',
  zoho: 'Zoho',
  meetime: 'Meetime',
  bitrix24: 'Bitrix24',
  totvs: 'ToTvs',
};

/**
 * The tools' names as their tiles show them (the web's tool brands hold the same, a test keeps them equal):
 * every text we write ourselves names a tool this way; the spec's own messages keep EXPORT_TOOL_LABELS.
 */
export const EXPORT_TOOL_NAMES: Record<ExportTool, string> = {
  salesforce: 'Salesforce',
  hubspot: 'HubSpot',
  pipedrive: 'Pipedrive',
  zoho: 'Zoho CRM',
  bitrix24: 'Bitrix24',
  rdstation: 'RD Station CRM',
  ploomes: 'Ploomes',
  agendor: 'Agendor',
  piperun: 'PipeRun',
  meetime: 'Meetime',
  funildevendas: 'Funil de Vendas',
  totvs: 'TOTVS CRM',
};

/** Tools connected through an OAuth authorisation-code flow; the others store keys through register_crm. */
export const OAUTH_TOOLS = [
  'salesforce',
  'hubspot',
  'bitrix24',
  'zoho',
] as const satisfies readonly ExportTool[];
export type OAuthTool = (typeof OAUTH_TOOLS)[number];
export const oauthToolSchema = z.enum(OAUTH_TOOLS, { error: 'Ferramenta sem autorização OAuth' });

export const FILE_FORMATS = ['csv', 'excel'] as const;
export const fileFormatSchema = z.enum(FILE_FORMATS, { error: 'Formato inválido (csv ou excel)' });
/** A "service" is a tool or a file format: progress and cancel are queried per service. */
export const exportServiceSchema = z.enum([...EXPORT_TOOLS, ...FILE_FORMATS], { error: 'Serviço inválido' });
export type ExportService = z.infer<typeof exportServiceSchema>;

export const EXPORT_MESSAGES = {
  notAuthenticated: (label: string) => `Você ainda não está autenticado no ${label}`,
  keyCharacters:
    'A chave tem espaços ou caracteres que uma chave de API não tem (acentos, emojis). Copie-a de novo da ferramenta.',
  keyRefused: (label: string) =>
    `O ${label} recusou esta chave. Confira se ela foi copiada inteira e se o usuário dela está ativo, e tente de novo.`,
  totvsFieldsEmpty: 'Os campos de integração da ToTvs estão vazios. Preencha eles antes de prosseguir.',
  salesforceDomainEmpty:
    'A url de domínio está vazio em sua configuração de integração. Preencha antes de prosseguir',
  alreadyRunning: 'Já existe uma exportação desta lista para este destino em andamento',
  connectorUnavailable: 'Esta integração ainda não está disponível',
  nothingToExport: 'Nenhuma empresa para exportar com os filtros escolhidos',
  fileExpired: 'O arquivo expirou ou não existe mais. Gere a exportação novamente.',
  fileNotReady: 'O arquivo ainda está sendo gerado',
  /** This server has no OAuth client for the tool (CRM_<TOOL>_CLIENT_ID and the rest): nothing the user can fix. */
  oauthNotConfigured: (name: string) =>
    `A conexão com o ${name} não está disponível neste servidor. Fale com o suporte da Prospecta.`,
  oauthStateInvalid: 'Autorização inválida ou expirada. Tente conectar novamente.',
  /** The return link's code, state or account fields cannot be ours (too long, missing). */
  oauthLinkInvalid: 'Link de autorização inválido ou expirado. Tente conectar de novo.',
  oauthExchangeFailed: 'Não foi possível concluir a autorização com a ferramenta',
  credentialsSaved: 'Integração salva com sucesso',
} as const;

/** Companies per read from the list and the registry (spec §7.1). */
export const EXPORT_READ_BATCH = 600;
export const EXPORT_TYPES = ['normal', 'select', 'single'] as const;
export const exportTypeSchema = z.enum(EXPORT_TYPES, { error: 'Tipo de exportação inválido' });

/**
 * Columns a file may carry, in order, with their pt-BR headers (the catalogue's RESULT_COLUMNS plus the full
 * record's address and registry facts, and list data: the prospecting status, the list's phone and e-mail
 * validation outcomes and its notes).
 */
export const EXPORT_FIELDS = [
  { key: 'cnpj', header: 'CNPJ' },
  { key: 'razao_social', header: 'Razão social' },
  { key: 'nome_fantasia', header: 'Nome fantasia' },
  { key: 'matriz_filial', header: 'Matriz ou filial' },
  { key: 'situacao', header: 'Situação cadastral' },
  { key: 'dt_situacao', header: 'Data da situação cadastral' },
  { key: 'municipio', header: 'Município' },
  { key: 'uf', header: 'UF' },
  { key: 'logradouro', header: 'Logradouro' },
  { key: 'numero', header: 'Número' },
  { key: 'complemento', header: 'Complemento' },
  { key: 'bairro', header: 'Bairro' },
  { key: 'cep', header: 'CEP' },
  { key: 'cnae_principal', header: 'CNAE principal' },
  { key: 'cnaes_secundarios', header: 'CNAEs secundários' },
  { key: 'natureza_juridica', header: 'Natureza jurídica' },
  { key: 'porte', header: 'Porte' },
  { key: 'simples', header: 'Optante pelo Simples' },
  { key: 'mei', header: 'MEI' },
  { key: 'dt_abertura', header: 'Data de abertura' },
  { key: 'capital_social', header: 'Capital social (R$)' },
  { key: 'qt_funcionarios', header: 'Funcionários' },
  { key: 'vl_faturamento', header: 'Faturamento estimado (R$)' },
  { key: 'qt_funcionarios_empresa', header: 'Funcionários da empresa' },
  { key: 'vl_faturamento_empresa', header: 'Faturamento estimado da empresa (R$)' },
  { key: 'telefones', header: 'Telefones' },
  { key: 'validacao_telefones', header: 'Validação dos telefones' },
  { key: 'email', header: 'E-mail' },
  { key: 'validacao_email', header: 'Validação do e-mail' },
  { key: 'site', header: 'Site' },
  { key: 'status_prospeccao', header: 'Status de prospecção' },
  { key: 'anotacoes', header: 'Anotações' },
] as const;
export type ExportFieldKey = (typeof EXPORT_FIELDS)[number]['key'];
/** Address columns need each company's full registry record (slow on big lists): chosen, never by default. */
export const ADDRESS_FIELDS: readonly ExportFieldKey[] = [
  'logradouro',
  'numero',
  'complemento',
  'bairro',
  'cep',
];
/**
 * Every column read from the company's full registry record (the address, and what the company page shows
 * beyond a search row: natureza jurídica, Simples, MEI, the situação's date, the secondary CNAEs).
 */
export const FULL_RECORD_FIELDS: readonly ExportFieldKey[] = [
  ...ADDRESS_FIELDS,
  'dt_situacao',
  'cnaes_secundarios',
  'natureza_juridica',
  'simples',
  'mei',
];
/** The whole company's figures (head office and branches summed): chosen, never by default. */
export const COMPANY_TOTAL_FIELDS: readonly ExportFieldKey[] = [
  'qt_funcionarios_empresa',
  'vl_faturamento_empresa',
];
/**
 * Columns a new export in the dialog leaves unticked, for the seller to ask: the company's totals, the
 * situação's date and the secondary CNAEs (several lines a company, the widest cells of a file).
 */
export const ON_REQUEST_FIELDS: readonly ExportFieldKey[] = [
  ...COMPANY_TOTAL_FIELDS,
  'dt_situacao',
  'cnaes_secundarios',
];

/** The columns of a file when the request names none: a search row's, no full record needed. */
export const DEFAULT_EXPORT_FIELDS: ExportFieldKey[] = EXPORT_FIELDS.map((f) => f.key).filter(
  (k) => !FULL_RECORD_FIELDS.includes(k) && !ON_REQUEST_FIELDS.includes(k),
);
const fieldKeys = EXPORT_FIELDS.map((f) => f.key) as [ExportFieldKey, ...ExportFieldKey[]];
export const exportFieldSchema = z.enum(fieldKeys, { error: 'Campo de exportação inválido' });
/** Headers of the decision-maker columns (one set per decision maker when they go as extra columns). */
export const DECISION_MAKER_HEADERS = {
  name: 'Decisor',
  position: 'Cargo',
  email: 'E-mail do decisor',
  phone: 'Telefone do decisor',
  linkedin: 'LinkedIn do decisor',
} as const;
/** Most decision makers per company written as extra columns. */
export const MAX_DECISION_MAKER_COLUMNS = 5;

export const exportFiltersSchema = z.object({
  withPhone: z.boolean().optional(),
  withEmail: z.boolean().optional(),
  withSite: z.boolean().optional(),
  withDecisionMakers: z.boolean().optional(),
  /** Only phones whose validation said valid (or not validated as invalid). */
  onlyValidPhones: z.boolean().optional(),
  /** The e-mail left out when the list's validation said invalid (the company still goes). */
  onlyValidEmails: z.boolean().optional(),
  onlyActive: z.boolean().optional(),
  prospectingStatuses: z.array(prospectingStatusSchema).max(10).optional(),
  /** Leave out companies the account already exported (to any target). */
  eliminate_cnpjs_already_exported_in_account: z.boolean().optional(),
});
export type ExportFilters = z.infer<typeof exportFiltersSchema>;

export const DECISION_MAKERS_LAYOUTS = ['none', 'rows', 'columns'] as const;
export const decisionMakersLayoutSchema = z.enum(DECISION_MAKERS_LAYOUTS, {
  error: 'Formato de decisores inválido',
});

/**
 * Which companies: all of the list (normal), the chosen ones (select) or one (single); `view_as`: whose
 * prospecting statuses the status filter and the status column read (an owner or a manager may name anyone of
 * the account, as on the list's screens; by default the exporter's own).
 */
const selectionShape = {
  type: exportTypeSchema.default('normal'),
  cnpjs: z.array(cnpjValueSchema).max(100_000).optional(),
  filters: exportFiltersSchema.default({}),
  view_as: viewAsSchema,
};
const requireCnpjs = (b: { type: string; cnpjs?: string[] }) =>
  b.type === 'normal' ||
  (b.cnpjs !== undefined && b.cnpjs.length > 0 && (b.type !== 'single' || b.cnpjs.length === 1));
const cnpjsIssue = {
  error: 'Informe as empresas escolhidas (uma só na exportação individual)',
  path: ['cnpjs'],
};

export const calculateBodySchema = z.object(selectionShape).refine(requireCnpjs, cnpjsIssue);
export type CalculateBody = z.input<typeof calculateBodySchema>;
/** Decision makers come from each company's full registry record: counted exactly for small selections, estimated from a sample otherwise. */
export const calculateResponseSchema = z.object({
  companies: z.number(),
  decisors: z.number(),
  decisorsEstimated: z.boolean(),
});
export const CALCULATE_DECISOR_SAMPLE = 50;
export type CalculateResponse = z.infer<typeof calculateResponseSchema>;

export const sheetBodySchema = z
  .object({
    ...selectionShape,
    format: fileFormatSchema,
    fields: z.array(exportFieldSchema).min(1, 'Escolha ao menos um campo').optional(),
    decisionMakers: decisionMakersLayoutSchema.default('rows'),
    /**
     * The list table's order the rows follow (its `sort`, the screen's `ordem`; default: the companies added last
     * first); any other value is a 400 "Ordem inválida (use recent, oldest, …)".
     */
    sort: listSortSchema,
  })
  .refine(requireCnpjs, cnpjsIssue);
export type SheetBody = z.input<typeof sheetBodySchema>;

/** The tool's extras (salesforce domainUrl, piperun onlyValidPhones/dealConfig, bitrix24 dealSendInformation, funildevendas cods, meetime cadenceApiUrl/ownerSelected/onlyValidPhones…) go in `options`, checked by the tool's connector. */
export const toolExportBodySchema = z
  .object({ ...selectionShape, options: z.record(z.string(), z.unknown()).default({}) })
  .refine(requireCnpjs, cnpjsIssue);
export type ToolExportBody = z.input<typeof toolExportBodySchema>;

export const exportStartedResponseSchema = z.object({
  eventId: z.string(),
  service: exportServiceSchema,
  /** Companies to export after the filters. */
  total: z.number(),
  /** Export credits the export will spend: one per company new to the account (list companies were paid when added). */
  charged: z.number(),
});
export type ExportStarted = z.infer<typeof exportStartedResponseSchema>;

/**
 * The 409 of a start while the same list is being exported to the same target (`alreadyRunning`): `eventId`
 * names that running export (absent only if it could not be found), so a client follows its progress.
 */
export const exportAlreadyRunningBodySchema = errorBodySchema.extend({ eventId: z.string().optional() });
export type ExportAlreadyRunningBody = z.infer<typeof exportAlreadyRunningBodySchema>;

export const UPLOAD_PROGRESS = ['Not Started', 'Started', 'Completed'] as const;
export const uploadProgressSchema = z.enum(UPLOAD_PROGRESS);
export type UploadProgress = z.infer<typeof uploadProgressSchema>;
export const EXPORT_OUTCOMES = ['success', 'partial_success', 'token_error', 'error', 'cancelled'] as const;
export const exportOutcomeSchema = z.enum(EXPORT_OUTCOMES);
export type ExportOutcome = z.infer<typeof exportOutcomeSchema>;

/** One export (an "event"): per-tool upload progress, counts, and for files where to download. */
export const exportStatusSchema = z.object({
  eventId: z.string(),
  listId: z.string(),
  listName: z.string(),
  service: exportServiceSchema,
  progress: uploadProgressSchema,
  jobStatus: z.enum(['queued', 'running', 'completed', 'failed', 'cancelled']),
  outcome: exportOutcomeSchema.nullable(),
  done: z.number(),
  total: z.number(),
  created: z.number(),
  updated: z.number(),
  skipped: z.number(),
  failed: z.number(),
  /** The first failures, with the tool's reason. */
  failures: z.array(z.object({ cnpj: z.string(), error: z.string() })),
  error: z.string().nullable(),
  /**
   * Files only: the data rows written once finished (more than `total` with a row per decision maker; null
   * before, and for a file written before rows were counted), the download name, the shared short link and
   * when the file expires.
   */
  rows: z.number().nullable(),
  fileName: z.string().nullable(),
  shortUrl: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ExportStatus = z.infer<typeof exportStatusSchema>;

export const listIdParamsSchema = z.object({ id: z.uuid({ error: 'Lista inválida' }) });
export const toolExportParamsSchema = z.object({
  infosetId: z.uuid({ error: 'Lista inválida' }),
  target: exportToolSchema,
});
export const inProgressParamsSchema = z.object({
  account: z.uuid({ error: 'Conta inválida' }),
  id: z.uuid({ error: 'Lista inválida' }),
});
export const serviceParamsSchema = z.object({
  id: z.uuid({ error: 'Lista inválida' }),
  service: exportServiceSchema,
});
export const statusParamsSchema = z.object({
  id: z.uuid({ error: 'Lista inválida' }),
  eventId: z.uuid({ error: 'Exportação inválida' }),
});
export const filesQuerystringSchema = z.object({ eventId: z.uuid({ error: 'Exportação inválida' }) });
export const shortLinkParamsSchema = z.object({
  code: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, 'Link inválido'),
});

export const exportsInProgressResponseSchema = z.object({ exportations: z.array(exportStatusSchema) });
export const exportInProgressResponseSchema = z.object({ exportation: exportStatusSchema.nullable() });

/** POST /api/export/:id/cancelExport — one event, or every running export of the list (for one service when given). */
export const cancelBodySchema = z.object({
  eventId: z.uuid({ error: 'Exportação inválida' }).optional(),
  service: exportServiceSchema.optional(),
});
export const cancelResponseSchema = z.object({ cancelled: z.number() });

/** GET calculate_existing_companies_on_totvs: `source` says whether TOTVS answered or our own export records did. */
export const totvsExistingResponseSchema = z.object({
  companiesMatchCount: z.number(),
  companiesCNPJMatch: z.array(z.string()),
  source: z.enum(['totvs', 'export_records']),
});

/** The tool-token store: which tools are connected; never the secrets. */
export const toolConnectionSchema = z.object({
  tool: exportToolSchema,
  label: z.string(),
  kind: z.enum(['oauth', 'key']),
  connected: z.boolean(),
  connectedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** Not secret: the Salesforce domain / Bitrix24 portal / Zoho API domain. */
  instanceUrl: z.string().nullable(),
  /**
   * Connected, and the tool confirmed the saved credentials: its check accepted the key, its OAuth flow issued
   * the tokens, or an export reached it with them. False while connected: saved without the tool's word (it
   * did not answer, or it cannot be asked, as Funil de Vendas): an export may still be tried, and the first
   * that reaches the tool verifies them.
   */
  verified: z.boolean(),
  /** Only in register_crm's answer: what the tool said of the key just saved (see KeyCheck). */
  keyCheck: z.enum(['accepted', 'unreachable', 'unchecked']).optional(),
});
/**
 * register_crm asks the tool about a new key before saving it (one cheap authenticated read). A key the tool
 * refuses is not saved (422 keyRefused); `accepted`: the tool took it; `unreachable`: saved, the tool did not
 * answer (tested again by the next export); `unchecked`: the tool has no read to ask (Funil de Vendas) or the
 * credentials came from an OAuth flow.
 */
export type KeyCheck = NonNullable<ToolConnection['keyCheck']>;
export type ToolConnection = z.infer<typeof toolConnectionSchema>;
export const userTokensResponseSchema = z.object({ tools: z.array(toolConnectionSchema) });
export const userIdParamsSchema = z.object({ id: z.uuid({ error: 'Usuário inválido' }) });
export const userToolParamsSchema = z.object({
  id: z.uuid({ error: 'Usuário inválido' }),
  tool: exportToolSchema,
});

/**
 * A key, token or webhook address as pasted, spaces around it dropped: printable ASCII only — no CRM issues a
 * key with a space, an accent or an emoji inside, and such a text was saved and failed only at the export.
 */
const KEY_TEXT = /^[\x21-\x7e]*$/;

/** What is wrong with a key's characters (trimmed), or null: the integration form and register_crm. */
export const keyTextProblem = (value: string): string | null =>
  KEY_TEXT.test(value) ? null : EXPORT_MESSAGES.keyCharacters;

const secret = z
  .string()
  .trim()
  .min(1, MESSAGES.requiredField)
  .max(4000)
  .regex(KEY_TEXT, EXPORT_MESSAGES.keyCharacters);

/** Tools whose user gives an address: Salesforce's domain, the Bitrix24 portal, the TOTVS host. */
export const TOOLS_WITH_INSTANCE_URL = [
  'salesforce',
  'bitrix24',
  'totvs',
] as const satisfies readonly ExportTool[];
const usesInstanceUrl = (tool: ExportTool) => (TOOLS_WITH_INSTANCE_URL as readonly string[]).includes(tool);

/** How a customer's address of the tool looks (the form's placeholder and the invalid-URL message). */
export const TOOL_INSTANCE_URL_EXAMPLES: Partial<Record<ExportTool, string>> = {
  salesforce: 'https://suaempresa.my.salesforce.com',
  bitrix24: 'https://suaempresa.bitrix24.com.br',
};

/** The message of a tool's domain or portal address that is not one, with that tool's example when it has one. */
export function instanceUrlInvalid(tool: ExportTool): string {
  const example = TOOL_INSTANCE_URL_EXAMPLES[tool];
  return `URL inválida: informe o endereço completo com https://${example ? `, como ${example}` : ''}`;
}

/** The message of an address given to a tool that takes none (its own login says where the account lives). */
export const instanceUrlNotUsed = (tool: ExportTool) =>
  `O ${EXPORT_TOOL_NAMES[tool]} não usa endereço de domínio ou portal`;

/**
 * A tool's domain or portal (Salesforce My Domain, Bitrix24 portal, TOTVS host) as a customer has one: https,
 * a host name with a dot and a top-level domain of letters (not a bare word such as "exemplo", not an IP
 * address), no credentials in it. The web form and the API check the same rule.
 */
export function isToolInstanceUrl(value: string): boolean {
  if (value.length > 500 || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const labels = url.hostname.split('.');
  const tld = labels.at(-1) ?? '';
  return (
    labels.length >= 2 &&
    labels.every((label) => /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i.test(label)) &&
    /^[a-z]{2,}$/i.test(tld)
  );
}

/** What is wrong with an address given for the tool (trimmed), or null: the form, register_crm and authorize. */
export function instanceUrlProblem(tool: ExportTool, value: string): string | null {
  if (!usesInstanceUrl(tool)) return instanceUrlNotUsed(tool);
  return isToolInstanceUrl(value) ? null : instanceUrlInvalid(tool);
}

/** An address as sent: checked with the tool it is for (the object's refinement), so trimmed text here. */
const instanceUrlText = z.string({ error: 'URL inválida: informe o endereço completo com https://' }).trim();

const isKeyTool = (tool: ExportTool) =>
  tool !== 'totvs' && !(OAUTH_TOOLS as readonly string[]).includes(tool);

/**
 * POST /api/user/register_crm — credentials per tool. Key-based tools send `value` (the API key / token;
 * `accessToken` is taken for it too), required (400 "Campo obrigatório" on `value`); TOTVS sends
 * accessToken + integrationToken (+ instanceUrl); Salesforce may store its domain URL before connecting;
 * OAuth tools may also store a long-lived token (HubSpot private-app token, Bitrix24 webhook URL). Only the
 * TOOLS_WITH_INSTANCE_URL take `instanceUrl` (400 on it for any other), checked with the tool's example.
 */
export const registerCrmBodySchema = z
  .object({
    crm: exportToolSchema,
    value: secret.optional(),
    accessToken: secret.optional(),
    integrationToken: secret.optional(),
    instanceUrl: instanceUrlText.optional(),
  })
  .superRefine((body, ctx) => {
    if (isKeyTool(body.crm) && body.value === undefined && body.accessToken === undefined)
      ctx.addIssue({ code: 'custom', path: ['value'], message: MESSAGES.requiredField });
    if (body.instanceUrl === undefined) return;
    const problem = instanceUrlProblem(body.crm, body.instanceUrl);
    if (problem) ctx.addIssue({ code: 'custom', path: ['instanceUrl'], message: problem });
  });
export type RegisterCrmBody = z.input<typeof registerCrmBodySchema>;
export const rdstationTokenBodySchema = z.object({ token: secret });

export const savedSettingsSchema = z.object({
  fields: z.array(exportFieldSchema).max(EXPORT_FIELDS.length),
  filters: exportFiltersSchema,
  decisionMakers: decisionMakersLayoutSchema.default('rows'),
});
export type SavedSettings = z.infer<typeof savedSettingsSchema>;
export const savedSettingsResponseSchema = z.object({ settings: savedSettingsSchema.nullable() });

export const oauthToolParamsSchema = z.object({ tool: oauthToolSchema });
export const oauthAuthorizeQuerystringSchema = z.object({
  /**
   * Bitrix24: the portal (e.g. https://empresa.bitrix24.com.br); Salesforce: the domain URL, saved with the
   * tokens once the login succeeds. Checked with the tool (instanceUrlProblem): refused for HubSpot and Zoho.
   */
  instanceUrl: instanceUrlText.optional(),
});
export const oauthAuthorizeResponseSchema = z.object({ url: z.string() });
/** What the tool's return link carried: anything off is said in one plain sentence, never zod's own words. */
const linkText = (max: number) =>
  z
    .string({ error: EXPORT_MESSAGES.oauthLinkInvalid })
    .min(1, EXPORT_MESSAGES.oauthLinkInvalid)
    .max(max, EXPORT_MESSAGES.oauthLinkInvalid);
export const oauthCallbackBodySchema = z.object({
  code: linkText(4000),
  state: linkText(200),
  /** Bitrix24 and Zoho send back where the account lives. */
  domain: linkText(300).optional(),
  accountsServer: linkText(300).optional(),
});
export const oauthCallbackResponseSchema = z.object({ connection: toolConnectionSchema });
