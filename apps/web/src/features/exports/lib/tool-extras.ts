// Each tool's extras as form fields (spec exports §5, §7.1), and the pure step from the form's flat values to
// the nested `options` the API validates with the connector's own schema (its messages reach the user).
import type { ExportTool } from '@prospecta/contracts/exports-api';

export type ExtraField = {
  /** Dotted path inside `options`, e.g. `dealConfig.pipelineId`. */
  path: string;
  label: string;
  kind: 'number' | 'text' | 'id-or-email' | 'boolean';
  description?: string;
  required?: boolean;
};

const validPhones: ExtraField = {
  path: 'onlyValidPhones',
  label: 'Enviar somente telefones válidos',
  kind: 'boolean',
};
const owner = (path = 'ownerId'): ExtraField => ({
  path,
  label: 'Responsável (id do usuário na ferramenta)',
  kind: 'number',
});

/**
 * Spec names piperun dealConfig + onlyValidPhones, meetime cadenceApiUrl/ownerSelected/onlyValidPhones,
 * bitrix24 dealSendInformation and funildevendas cods; the other tools get what their connector accepts.
 * Bitrix24's dealSendInformation shape is not in the spec: we send whether to create a deal and, optionally,
 * its pipeline (category) and stage ids.
 */
export const TOOL_EXTRAS: Record<ExportTool, ExtraField[]> = {
  pipedrive: [
    owner(),
    {
      path: 'deal.pipelineId',
      label: 'Funil do negócio (id)',
      kind: 'number',
      description: 'Preencha para criar um negócio por empresa',
    },
    { path: 'deal.stageId', label: 'Etapa do negócio (id)', kind: 'number' },
    validPhones,
  ],
  agendor: [
    { path: 'ownerUser', label: 'Responsável (id ou e-mail)', kind: 'id-or-email' },
    {
      path: 'deal.funnelId',
      label: 'Funil do negócio (id)',
      kind: 'number',
      description: 'Preencha para criar um negócio por empresa',
    },
    { path: 'deal.stageId', label: 'Etapa do negócio (id)', kind: 'number' },
    validPhones,
  ],
  ploomes: [
    owner(),
    {
      path: 'deal.pipelineId',
      label: 'Funil do negócio (id)',
      kind: 'number',
      description: 'Preencha para criar um negócio por empresa',
    },
    { path: 'deal.stageId', label: 'Etapa do negócio (id)', kind: 'number' },
    validPhones,
  ],
  rdstation: [
    { path: 'ownerId', label: 'Responsável (id do usuário no RD Station)', kind: 'text' },
    {
      path: 'deal.stageId',
      label: 'Etapa do negócio (id)',
      kind: 'text',
      description: 'Preencha para criar um negócio por empresa',
    },
    validPhones,
  ],
  piperun: [
    owner(),
    {
      path: 'dealConfig.pipelineId',
      label: 'Funil da oportunidade (id)',
      kind: 'number',
      description: 'Funil, etapa e responsável criam uma oportunidade por empresa',
    },
    { path: 'dealConfig.stageId', label: 'Etapa da oportunidade (id)', kind: 'number' },
    { path: 'dealConfig.ownerId', label: 'Responsável pela oportunidade (id)', kind: 'number' },
    { path: 'dealConfig.originId', label: 'Origem (id)', kind: 'number' },
    validPhones,
  ],
  meetime: [
    {
      path: 'cadenceApiUrl',
      label: 'URL de API da cadência',
      kind: 'text',
      required: true,
      description: 'Copie no Meetime: …/prospections/cadence/{id}/lead?token=…',
    },
    { path: 'ownerSelected', label: 'Responsável (id ou e-mail no Meetime)', kind: 'id-or-email' },
    validPhones,
  ],
  funildevendas: [
    { path: 'cods.seller', label: 'Código do vendedor', kind: 'number', required: true },
    { path: 'cods.salesChannel', label: 'Código do canal de venda', kind: 'number', required: true },
    { path: 'cods.methodology', label: 'Código da metodologia', kind: 'number' },
    { path: 'cods.stage', label: 'Código da etapa', kind: 'number' },
    validPhones,
  ],
  bitrix24: [
    { path: 'dealSendInformation.send', label: 'Criar um negócio para cada empresa', kind: 'boolean' },
    { path: 'dealSendInformation.categoryId', label: 'Pipeline do negócio (id)', kind: 'number' },
    { path: 'dealSendInformation.stageId', label: 'Etapa do negócio (ex.: NEW)', kind: 'text' },
    validPhones,
  ],
  totvs: [owner(), validPhones],
  salesforce: [validPhones],
  hubspot: [validPhones],
  zoho: [validPhones],
};

export type ExtraValues = Record<string, string | boolean>;

function parse(field: ExtraField, raw: string | boolean): unknown {
  if (field.kind === 'boolean') return raw === true ? true : undefined;
  const text = String(raw).trim();
  if (text === '') return undefined;
  if (field.kind === 'number' || (field.kind === 'id-or-email' && /^\d+$/.test(text))) {
    return /^\d+$/.test(text) ? Number(text) : text;
  }
  return text;
}

/** The API's `options` from the form values: empty fields left out, numbers as numbers, paths nested. */
export function buildOptions(tool: ExportTool, values: ExtraValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of TOOL_EXTRAS[tool]) {
    const raw = values[field.path];
    const value = raw === undefined ? undefined : parse(field, raw);
    if (value === undefined) continue;
    const keys = field.path.split('.');
    let node = out;
    for (const key of keys.slice(0, -1)) {
      node[key] = (node[key] as Record<string, unknown> | undefined) ?? {};
      node = node[key] as Record<string, unknown>;
    }
    node[keys.at(-1) ?? field.path] = value;
  }
  return out;
}

/** The first required extra left empty, as a message; null when all are there. */
export function missingExtra(tool: ExportTool, values: ExtraValues): string | null {
  const field = TOOL_EXTRAS[tool].find((f) => f.required && String(values[f.path] ?? '').trim() === '');
  return field ? `Preencha: ${field.label}` : null;
}
