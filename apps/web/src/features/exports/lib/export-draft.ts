// The export dialog's choices as pure data, and the rules that turn them into requests (spec exports §4–§5).
import {
  type CalculateBody,
  EXPORT_FIELDS,
  EXPORT_MESSAGES,
  EXPORT_TOOL_LABELS,
  type ExportFieldKey,
  type ExportFilters,
  type ExportTool,
  ON_REQUEST_FIELDS,
  type SavedSettings,
  type SheetBody,
  type ToolConnection,
  type ToolExportBody,
} from '@prospecta/contracts/exports-api';
import {
  LIST_SORT_LABELS,
  type ListSort,
  type ProspectingStatus,
} from '@prospecta/contracts/lists-companies-api';
import type { ExtraValues } from '@/features/exports/lib/tool-extras';

export type ExportType = 'normal' | 'select' | 'single';
export type DecisionMakersLayout = 'none' | 'rows' | 'columns';
/** Where the companies go: a spreadsheet (csv or excel) or one of the twelve tools. */
export type ExportTarget = { kind: 'file'; format: 'csv' | 'excel' } | { kind: 'tool'; tool: ExportTool };

export type ExportDraft = {
  target: ExportTarget;
  type: ExportType;
  fields: ExportFieldKey[];
  filters: ExportFilters;
  decisionMakers: DecisionMakersLayout;
  /** The tool's extras (dealConfig, cadenceApiUrl, cods…), already shaped as the API expects. */
  options: Record<string, unknown>;
  /** Whose prospecting statuses the status filter and column read (`view_as`); null: the exporter's. */
  viewAs: string | null;
};

/** What the dialog's form holds: the draft and the tool's extras as typed (the form starts again from both). */
export type ExportChoice = { draft: ExportDraft; extras: ExtraValues };

export const ALL_FIELDS: ExportFieldKey[] = EXPORT_FIELDS.map((f) => f.key);
/**
 * A new export's columns: all but those asked for (the company's totals, the situação's date, the secondary
 * CNAEs: `ON_REQUEST_FIELDS`).
 */
export const STARTING_FIELDS: ExportFieldKey[] = ALL_FIELDS.filter((f) => !ON_REQUEST_FIELDS.includes(f));

/** The name of the fields' checkbox group, with how many of them go to the file ("Campos da planilha (28 de 32)"). */
export const fieldsLabel = (chosen: number) => `Campos da planilha (${chosen} de ${EXPORT_FIELDS.length})`;

/** Spec §4: "select" when companies were picked, otherwise "normal"; one company is "single". */
export function defaultExportType(cnpjs: readonly string[] | undefined, single: boolean): ExportType {
  if (single && cnpjs?.length === 1) return 'single';
  return cnpjs && cnpjs.length > 0 ? 'select' : 'normal';
}

/**
 * The dialog's first state: the saved fields and filters; `statuses`, the statuses the list's table is filtered
 * by, replace the saved status filter (a seller looking at the "Interessadas" exports them); `viewAs`, the
 * seller whose prospecting the list shows to an owner or a manager, is whose statuses those are.
 */
export function initialDraft(
  cnpjs: readonly string[] | undefined,
  single: boolean,
  saved: SavedSettings | null,
  statuses: readonly ProspectingStatus[] = [],
  viewAs: string | null = null,
): ExportDraft {
  const filters = saved?.filters ?? {};
  return {
    target: { kind: 'file', format: 'csv' },
    type: defaultExportType(cnpjs, single),
    fields: saved?.fields.length ? saved.fields : STARTING_FIELDS,
    filters: statuses.length ? { ...filters, prospectingStatuses: [...statuses] } : filters,
    decisionMakers: saved?.decisionMakers ?? 'rows',
    options: {},
    viewAs,
  };
}

const selection = (draft: ExportDraft, cnpjs: readonly string[] | undefined) => ({
  type: draft.type,
  cnpjs: draft.type === 'normal' ? undefined : [...(cnpjs ?? [])],
  filters: draft.filters,
  ...(draft.viewAs ? { view_as: draft.viewAs } : {}),
});

export const calculateBody = (draft: ExportDraft, cnpjs?: readonly string[]): CalculateBody =>
  selection(draft, cnpjs);

/** A file's request: its rows in `sort`, the list table's order (the screen's `ordem`). */
export function sheetBody(
  draft: ExportDraft,
  cnpjs?: readonly string[],
  sort: ListSort = 'recent',
): SheetBody {
  const format = draft.target.kind === 'file' ? draft.target.format : 'csv';
  return {
    ...selection(draft, cnpjs),
    format,
    fields: draft.fields,
    decisionMakers: draft.decisionMakers,
    sort,
  };
}

/** The dialog's line on a file's order: "Na ordem da tabela: Nome (A–Z)" (the table's select's words). */
export const sortLine = (sort: ListSort) => `Na ordem da tabela: ${LIST_SORT_LABELS[sort]}`;

export const toolBody = (draft: ExportDraft, cnpjs?: readonly string[]): ToolExportBody => ({
  ...selection(draft, cnpjs),
  options: draft.options,
});

export const settingsOf = (draft: ExportDraft): SavedSettings => ({
  fields: draft.fields,
  filters: draft.filters,
  decisionMakers: draft.decisionMakers,
});

/**
 * Spec §5: a tool needs its stored token ('Você ainda não está autenticado no {tool}'); TOTVS both of its
 * tokens and Salesforce its domain URL. Null when the export may go.
 */
export function toolBlocker(tool: ExportTool, connection: ToolConnection | undefined): string | null {
  if (!connection?.connected) {
    return tool === 'totvs'
      ? EXPORT_MESSAGES.totvsFieldsEmpty
      : EXPORT_MESSAGES.notAuthenticated(EXPORT_TOOL_LABELS[tool]);
  }
  if (tool === 'salesforce' && !connection.instanceUrl) return EXPORT_MESSAGES.salesforceDomainEmpty;
  return null;
}

/** Why the draft cannot be sent yet (no field chosen, no company picked), or null. */
export function draftProblem(draft: ExportDraft, cnpjs: readonly string[] | undefined): string | null {
  if (draft.target.kind === 'file' && draft.fields.length === 0) return 'Escolha ao menos um campo';
  if (draft.type !== 'normal' && !cnpjs?.length) return 'Nenhuma empresa escolhida';
  return null;
}
