// The list table's cells for the catalogue's RESULT_COLUMNS (the single source of table headers).
import { formatCnpj } from '@prospecta/contracts/cnpj';
import { RESULT_COLUMNS } from '@prospecta/contracts/filter-catalogue';
import type { SearchResultRow } from '@prospecta/contracts/search-result';
import { formatPhone } from '@/features/company/lib/company-format';
import { noEstimateReason } from '@/features/company/lib/estimate-display';

export type ResultColumnKey = (typeof RESULT_COLUMNS)[number]['key'];

const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const money = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  maximumFractionDigits: 0,
});

/** Capital social keeps its cents (R$ 30.000,74): the registry has them, and the drawer shows them. */
const capital = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

const isoToBr = (iso: string | null) => (iso ? iso.slice(0, 10).split('-').reverse().join('/') : '—');

/** One cell as text ('—' when the registry has nothing). */
export function resultCell(row: SearchResultRow | null, key: ResultColumnKey, cnpj: string): string {
  if (key === 'cnpj') return formatCnpj(cnpj);
  if (!row) return '—';
  switch (key) {
    case 'razao_social':
      return row.razao_social ?? '—';
    case 'nome_fantasia':
      return row.nome_fantasia ?? '—';
    case 'situacao':
      return row.situacao.label;
    case 'fl_matriz':
      return row.fl_matriz ? 'Matriz' : 'Filial';
    case 'municipio':
      return row.municipio ?? '—';
    case 'uf':
      return row.uf;
    case 'cnae_principal':
      return row.cnae_principal.label;
    case 'porte':
      return row.porte.label;
    case 'dt_abertura':
      return isoToBr(row.dt_abertura);
    case 'capital_social':
      return row.capital_social === null ? '—' : capital.format(row.capital_social);
    // A closed establishment's 0 is no estimate ("—", `noEstimateReason` says why where there is room).
    case 'qt_funcionarios':
      return row.qt_funcionarios === null || noEstimateReason(row.situacao, row.qt_funcionarios)
        ? '—'
        : integer.format(row.qt_funcionarios);
    case 'vl_faturamento':
      return row.vl_faturamento === null || noEstimateReason(row.situacao, row.vl_faturamento)
        ? '—'
        : money.format(row.vl_faturamento);
    case 'telefones':
      return row.telefones.map((p) => formatPhone(p.numero)).join(', ') || '—';
    case 'email':
      return row.email ?? '—';
    case 'site':
      return row.site ?? '—';
    case 'quality_data_score':
      return integer.format(row.quality_data_score);
  }
}

export const resultColumnHeader = (key: ResultColumnKey) =>
  RESULT_COLUMNS.find((c) => c.key === key)?.header ?? key;

export const RESULT_COLUMN_KEYS: ResultColumnKey[] = RESULT_COLUMNS.map((c) => c.key);

/**
 * The whole text of a table cell for its `title`: cells are cut at two lines (a long CNAE description, a
 * municipality with its district), so the pointer shows them whole, as the search results and the kanban cards
 * do. Nothing for an empty cell ("—").
 */
export function cellTitle(value: string): string | undefined {
  return value && value !== '—' ? value : undefined;
}
