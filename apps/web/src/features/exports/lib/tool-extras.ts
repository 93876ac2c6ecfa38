// Each tool's extras as form fields (spec exports §5, §7.1), the pure step from the form's flat values to
// the nested `options` the API validates with the connector's own schema, and the same rules checked on each
// field before sending, in words for the user (never the options' internal names).
import type { ExportTool } from '@prospecta/contracts/exports-api';

export type ExtraField = {
  /** Dotted path inside `options`, e.g. `dealConfig.pipelineId`. */
  path: string;
  label: string;
  /** number: a positive integer id or code; id-or-email: one or the other; text: checked by `check` if any. */
  kind: 'number' | 'text' | 'id-or-email' | 'boolean';
  description?: string;
  required?: boolean;
  /** number: 0 is allowed (Bitrix24's general pipeline is 0). */
  zeroAllowed?: boolean;
  /** What is wrong with a typed text (null when it is fine), as the connector's schema would refuse it. */
  check?: (text: string) => string | null;
  /** The path of a field this one means nothing without (a stage needs its pipeline). */
  needs?: string;
};

/**
 * The tool's own phone option (spec `onlyValidPhones`), stricter than the dialog's filter "Tirar telefones
 * inválidos": only the phones the list's validation confirmed go, never one not validated yet.
 */
const validPhones: ExtraField = {
  path: 'onlyValidPhones',
  label: 'Enviar só telefones confirmados como válidos',
  kind: 'boolean',
  description:
    'Só vão para a ferramenta os telefones que a validação da lista confirmou; os ainda não validados ficam de fora, e a empresa vai mesmo sem telefone.',
};
const owner = (path = 'ownerId'): ExtraField => ({
  path,
  label: 'Responsável (id do usuário na ferramenta)',
  kind: 'number',
});
/** RD Station CRM ids: 24 hexadecimal characters. */
const rdId = (text: string) =>
  /^[0-9a-f]{24}$/i.test(text) ? null : 'Digite o id do RD Station CRM (24 letras e números, sem espaços)';
/** Meetime's cadence API URL: …/prospections/cadence/{id}/lead?token=… */
function cadenceUrl(text: string): string | null {
  const wrong =
    'Cole a URL de API da cadência como o Meetime a mostra: …/prospections/cadence/{id}/lead?token=…';
  try {
    const url = new URL(text);
    return /\/prospections\/cadence\/\d+\/lead\/?$/.test(url.pathname) && url.searchParams.get('token')
      ? null
      : wrong;
  } catch {
    return wrong;
  }
}

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
    { path: 'deal.stageId', label: 'Etapa do negócio (id)', kind: 'number', needs: 'deal.pipelineId' },
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
    { path: 'deal.stageId', label: 'Etapa do negócio (id)', kind: 'number', needs: 'deal.funnelId' },
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
    { path: 'deal.stageId', label: 'Etapa do negócio (id)', kind: 'number', needs: 'deal.pipelineId' },
    validPhones,
  ],
  rdstation: [
    { path: 'ownerId', label: 'Responsável (id do usuário no RD Station)', kind: 'text', check: rdId },
    {
      path: 'deal.stageId',
      label: 'Etapa do negócio (id)',
      kind: 'text',
      description: 'Preencha para criar um negócio por empresa',
      check: rdId,
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
      check: cadenceUrl,
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
    {
      path: 'dealSendInformation.categoryId',
      label: 'Pipeline do negócio (id)',
      kind: 'number',
      zeroAllowed: true,
    },
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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with one typed value (the connector's schema would refuse it), or null; empty is not wrong. */
export function extraError(field: ExtraField, raw: string | boolean | undefined): string | null {
  if (field.kind === 'boolean' || raw === undefined || typeof raw === 'boolean') return null;
  const text = raw.trim();
  if (text === '') return null;
  if (field.kind === 'number') {
    if (!/^\d+$/.test(text)) return 'Digite só números: o id, não o nome';
    if (!Number.isSafeInteger(Number(text))) return 'Número grande demais para um id';
    return Number(text) === 0 && !field.zeroAllowed ? 'Digite um número maior que zero' : null;
  }
  if (field.kind === 'id-or-email') {
    if (/^\d+$/.test(text)) return Number(text) === 0 ? 'Digite um número maior que zero' : null;
    return EMAIL.test(text) ? null : 'Digite o id (só números) ou o e-mail do usuário na ferramenta';
  }
  return field.check?.(text) ?? null;
}

const filled = (value: string | boolean | undefined) => String(value ?? '').trim() !== '';

/** Each wrong extra by its path, as the form shows them under their fields. */
export function extraErrors(tool: ExportTool, values: ExtraValues): Record<string, string> {
  const fields = TOOL_EXTRAS[tool];
  const out: Record<string, string> = {};
  for (const field of fields) {
    const needed = field.needs ? fields.find((f) => f.path === field.needs) : undefined;
    const error =
      extraError(field, values[field.path]) ??
      (needed && filled(values[field.path]) && !filled(values[needed.path])
        ? `Preencha também: ${needed.label}`
        : null);
    if (error) out[field.path] = error;
  }
  return out;
}

/** Why the extras cannot be sent yet (a required one empty, or one wrong), or null. */
export function extrasProblem(tool: ExportTool, values: ExtraValues): string | null {
  const missing = missingExtra(tool, values);
  if (missing) return missing;
  const errors = extraErrors(tool, values);
  const wrong = TOOL_EXTRAS[tool].find((f) => errors[f.path] !== undefined);
  return wrong ? `Corrija: ${wrong.label}` : null;
}

/**
 * The API's refusal of the options, by field (each error's summary is `options.<path>`): what the form did not
 * catch still lands on its field.
 */
export function optionErrorsOf(body: unknown): Record<string, string> {
  const errors = (body as { errors?: unknown } | null)?.errors;
  const out: Record<string, string> = {};
  if (!Array.isArray(errors)) return out;
  for (const e of errors as { summary?: unknown; description?: unknown }[]) {
    if (typeof e?.summary !== 'string' || typeof e.description !== 'string') continue;
    if (!e.summary.startsWith('options.')) continue;
    const path = e.summary.slice('options.'.length);
    out[path] ??= e.description;
  }
  return out;
}
