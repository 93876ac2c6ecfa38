// The columns of a file: the chosen fields (pt-BR headers from EXPORT_FIELDS), then the decision makers as
// extra columns (up to MAX_DECISION_MAKER_COLUMNS sets) or one row each, their company's cells repeated. Pure.
import { formatCnpj } from '@prospecta/contracts/cnpj';
import {
  DECISION_MAKER_HEADERS,
  EXPORT_FIELDS,
  type ExportFieldKey,
  MAX_DECISION_MAKER_COLUMNS,
} from '@prospecta/contracts/exports-api';
import { PROSPECTING_STATUS_LABELS, type ProspectingStatus } from '@prospecta/contracts/lists-companies-api';
import { CONTACT_RESULT_LABELS } from '@prospecta/contracts/validation-api';
import { cnaeLine, cnaeText, type ExportCompany, type ExportContact } from '../connectors/connector.ts';

export type CellValue = string | number | null;
/** `date` cells hold an ISO day (YYYY-MM-DD): DD/MM/YYYY in a CSV, a real date in Excel. */
export type ColumnKind = 'text' | 'number' | 'money' | 'date';
/**
 * `wrap`: its cells hold several lines (wrapped in Excel); `format`: an Excel number format of its own
 * (e.g. '#,##0'), over its kind's.
 */
export type SheetColumn = {
  header: string;
  kind: ColumnKind;
  width: number;
  wrap?: boolean;
  format?: string;
};
export type DecisionMakersLayout = 'none' | 'rows' | 'columns';

const formatPhone = (n: string) =>
  n.length === 11
    ? `(${n.slice(0, 2)}) ${n.slice(2, 7)}-${n.slice(7)}`
    : n.length === 10
      ? `(${n.slice(0, 2)}) ${n.slice(2, 6)}-${n.slice(6)}`
      : n;
const formatCep = (cep: string | null) =>
  cep && /^\d{8}$/.test(cep) ? `${cep.slice(0, 5)}-${cep.slice(5)}` : cep;

/** The day a note was written, in Brasília (where the app's days are counted). */
const noteDay = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
});
/** Excel holds at most 32 767 characters in a cell; longer notes are cut there, saying so. */
export const CELL_MAX_LENGTH = 32_767;
const CUT = '… (anotações mais antigas na Prospecta)';

/**
 * The list's notes on a company, newest first, one a line: "25/11/2026 Olívia Proprietária: Ligar na segunda".
 * Each line starts with its date, so no note is read as a formula by a spreadsheet.
 */
export function notesCell(notes: ExportCompany['notes']): string | null {
  if (!notes?.length) return null;
  const text = notes.map((n) => `${noteDay.format(n.createdAt)} ${n.author}: ${n.text}`).join('\n');
  return text.length <= CELL_MAX_LENGTH ? text : `${text.slice(0, CELL_MAX_LENGTH - CUT.length)}${CUT}`;
}

/**
 * The secondary CNAEs, one a line: "4721-1/02 - Padaria e confeitaria com predominância de revenda". A cell past
 * Excel's limit keeps the lines that fit and says how many more the company page lists.
 */
export function cnaesCell(cnaes: ExportCompany['cnaesSecundarios']): string | null {
  if (cnaes.length === 0) return null;
  const lines = cnaes.map(cnaeLine);
  const text = lines.join('\n');
  if (text.length <= CELL_MAX_LENGTH) return text;
  const more = (n: number) => `… e mais ${n.toLocaleString('pt-BR')} na Prospecta`;
  let kept = 0;
  let length = 0;
  for (const line of lines) {
    if (length + line.length + 1 + more(lines.length).length > CELL_MAX_LENGTH) break;
    length += line.length + 1;
    kept++;
  }
  return [...lines.slice(0, kept), more(lines.length - kept)].join('\n');
}

const yesNo = (value: boolean | null) => (value === null ? null : value ? 'Sim' : 'Não');

/** Each phone's outcome, in the order of the phones column ("Válido | Não validado"). */
const phoneOutcomes = (c: ExportCompany) =>
  c.phones
    .map((p) => CONTACT_RESULT_LABELS[p.valid === null ? 'none' : p.valid ? 'valid' : 'invalid'])
    .join(' | ') || null;

const FIELD_VALUES: Record<
  ExportFieldKey,
  { kind: ColumnKind; width: number; wrap?: boolean; value: (c: ExportCompany) => CellValue }
> = {
  cnpj: { kind: 'text', width: 20, value: (c) => formatCnpj(c.cnpj) },
  razao_social: { kind: 'text', width: 40, value: (c) => c.razaoSocial },
  nome_fantasia: { kind: 'text', width: 30, value: (c) => c.nomeFantasia },
  // Branches of one company share every name: this tells the head office apart.
  matriz_filial: {
    kind: 'text',
    width: 10,
    value: (c) => (c.headOffice === null ? null : c.headOffice ? 'Matriz' : 'Filial'),
  },
  situacao: { kind: 'text', width: 14, value: (c) => c.situacao },
  dt_situacao: { kind: 'date', width: 12, value: (c) => c.situacaoSince?.slice(0, 10) ?? null },
  municipio: { kind: 'text', width: 22, value: (c) => c.address.municipio },
  uf: { kind: 'text', width: 5, value: (c) => c.address.uf },
  logradouro: { kind: 'text', width: 36, value: (c) => c.address.logradouro },
  numero: { kind: 'text', width: 8, value: (c) => c.address.numero },
  complemento: { kind: 'text', width: 18, value: (c) => c.address.complemento },
  bairro: { kind: 'text', width: 20, value: (c) => c.address.bairro },
  cep: { kind: 'text', width: 10, value: (c) => formatCep(c.address.cep) },
  cnae_principal: { kind: 'text', width: 40, value: cnaeText },
  cnaes_secundarios: { kind: 'text', width: 50, wrap: true, value: (c) => cnaesCell(c.cnaesSecundarios) },
  natureza_juridica: {
    kind: 'text',
    width: 36,
    value: (c) =>
      c.naturezaJuridica ? `${c.naturezaJuridica.code} - ${c.naturezaJuridica.description}` : null,
  },
  porte: { kind: 'text', width: 16, value: (c) => c.porte },
  simples: { kind: 'text', width: 10, value: (c) => yesNo(c.simples) },
  mei: { kind: 'text', width: 6, value: (c) => yesNo(c.mei) },
  dt_abertura: { kind: 'date', width: 12, value: (c) => c.abertura?.slice(0, 10) ?? null },
  capital_social: { kind: 'money', width: 18, value: (c) => c.capitalSocial },
  qt_funcionarios: { kind: 'number', width: 12, value: (c) => c.employees },
  vl_faturamento: { kind: 'money', width: 20, value: (c) => c.revenue },
  qt_funcionarios_empresa: { kind: 'number', width: 14, value: (c) => c.companyEmployees },
  vl_faturamento_empresa: { kind: 'money', width: 22, value: (c) => c.companyRevenue },
  telefones: {
    kind: 'text',
    width: 32,
    value: (c) => c.phones.map((p) => formatPhone(p.number)).join(' | ') || null,
  },
  validacao_telefones: { kind: 'text', width: 24, value: phoneOutcomes },
  email: { kind: 'text', width: 30, value: (c) => c.email },
  validacao_email: {
    kind: 'text',
    width: 16,
    value: (c) => (c.email ? CONTACT_RESULT_LABELS[c.emailResult ?? 'none'] : null),
  },
  site: { kind: 'text', width: 28, value: (c) => c.site },
  status_prospeccao: {
    kind: 'text',
    width: 16,
    value: (c) => PROSPECTING_STATUS_LABELS[c.prospectingStatus as ProspectingStatus] ?? c.prospectingStatus,
  },
  anotacoes: { kind: 'text', width: 60, wrap: true, value: (c) => notesCell(c.notes) },
};

const DM_KEYS = ['name', 'position', 'email', 'phone', 'linkedin'] as const;
const dmCells = (d: ExportContact | undefined): CellValue[] =>
  DM_KEYS.map((k) => (k === 'phone' && d?.phone ? formatPhone(d.phone) : (d?.[k] ?? null)));

export type SheetLayout = {
  columns: SheetColumn[];
  /** The rows one company becomes. */
  rowsOf(company: ExportCompany): CellValue[][];
};

export function sheetLayout(
  fields: readonly ExportFieldKey[],
  decisionMakers: DecisionMakersLayout,
): SheetLayout {
  const chosen = EXPORT_FIELDS.filter((f) => fields.includes(f.key));
  const columns: SheetColumn[] = chosen.map((f) => ({ header: f.header, ...FIELD_VALUES[f.key] }));
  const dmColumns = (suffix: string) =>
    DM_KEYS.map((k) => ({
      header: `${DECISION_MAKER_HEADERS[k]}${suffix}`,
      kind: 'text' as const,
      width: 24,
    }));
  if (decisionMakers === 'rows') columns.push(...dmColumns(''));
  if (decisionMakers === 'columns') {
    for (let i = 1; i <= MAX_DECISION_MAKER_COLUMNS; i++) columns.push(...dmColumns(` ${i}`));
  }
  const companyCells = (c: ExportCompany) => chosen.map((f) => FIELD_VALUES[f.key].value(c));
  return {
    columns,
    rowsOf(company) {
      const base = companyCells(company);
      if (decisionMakers === 'none') return [base];
      if (decisionMakers === 'columns') {
        const extra = Array.from({ length: MAX_DECISION_MAKER_COLUMNS }, (_, i) =>
          dmCells(company.decisionMakers[i]),
        );
        return [[...base, ...extra.flat()]];
      }
      // Rows: one per decision maker, each with every cell of its company, so a spreadsheet's sort or filter
      // never separates a person from the company; a company without decision makers is one row, their cells
      // empty.
      if (company.decisionMakers.length === 0) return [[...base, ...dmCells(undefined)]];
      return company.decisionMakers.map((d) => [...base, ...dmCells(d)]);
    },
  };
}
