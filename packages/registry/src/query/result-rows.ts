// Turns registry rows into the result shapes of packages/contracts/src/search-result.ts.
import { codeLabel, SEARCH_CODE_LISTS } from '@prospecta/contracts/search-codes';
import type { Phone, SearchResultRow } from '@prospecta/contracts/search-result';
import type { Row } from './connection-pool.ts';

const { situacoes, portes, ufs } = SEARCH_CODE_LISTS;

export const num = (v: unknown): number | null => (typeof v === 'number' ? v : v === null ? null : Number(v));
export const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

export function ufSigla(code: number | null): string {
  return ufs.find((u) => u.code === code)?.value ?? '';
}

const PHONE_TYPES = { 0: 'invalido', 1: 'fixo', 2: 'celular' } as const;

export function phonesOf(row: Row): Phone[] {
  const phones: Phone[] = [];
  for (const [n, t] of [
    ['telefone1', 'tipo_telefone1'],
    ['telefone2', 'tipo_telefone2'],
  ] as const) {
    const numero = str(row[n]);
    if (numero === null) continue;
    phones.push({ numero, tipo: PHONE_TYPES[(num(row[t]) ?? 0) as 0 | 1 | 2] ?? 'invalido' });
  }
  return phones;
}

/** Columns the page query selects (establishments `e`, cnaes `c`, municipios `m`). */
export const RESULT_COLUMNS = `e.cnpj, e.fl_matriz, e.razao_social, e.nome_fantasia, e.situacao,
  coalesce(m.nome, e.nm_cidade_exterior) AS municipio, e.cd_municipio, e.uf, e.cnae_principal,
  c.descricao AS cnae_descricao, e.porte, e.dt_abertura, e.capital_social, e.qt_funcionarios,
  e.faixa_funcionarios, e.fl_funcionarios_estimado, e.vl_faturamento, e.faixa_faturamento,
  e.fl_faturamento_estimado, e.qt_funcionarios_empresa, e.vl_faturamento_empresa, e.telefone1, e.tipo_telefone1, e.telefone2, e.tipo_telefone2, e.email,
  e.site, e.quality_data_score`;

/** The establishments columns RESULT_COLUMNS reads (a page reads these, never `*`). */
export const PAGE_COLUMNS = `id, cnpj, fl_matriz, razao_social, nome_fantasia, situacao, nm_cidade_exterior, cd_municipio,
  cd_municipio_rfb, uf, cnae_principal, cnaes_secundarias, porte, dt_abertura, capital_social, qt_funcionarios, faixa_funcionarios,
  fl_funcionarios_estimado, vl_faturamento, faixa_faturamento, fl_faturamento_estimado, qt_funcionarios_empresa,
  vl_faturamento_empresa, telefone1, tipo_telefone1,
  telefone2, tipo_telefone2, email, site, quality_data_score`;

export const RESULT_JOINS = `LEFT JOIN cnaes c ON c.codigo = e.cnae_principal
  LEFT JOIN municipios m ON m.cd_municipio_rfb = e.cd_municipio_rfb`;

/** A stored secondary CNAE list as distinct codes in ascending order (the importer writes them distinct). */
export function secondaryCnaes(list: unknown): number[] {
  if (!Array.isArray(list)) return [];
  return [...new Set(list.map(Number))].sort((a, b) => a - b);
}

export function toResultRow(row: Row): SearchResultRow {
  const situacao = num(row.situacao) ?? 0;
  const porte = num(row.porte) ?? 0;
  const cnae = num(row.cnae_principal);
  return {
    cnpj: String(row.cnpj),
    fl_matriz: row.fl_matriz === true,
    razao_social: str(row.razao_social),
    nome_fantasia: str(row.nome_fantasia),
    situacao: { code: situacao, label: codeLabel(situacoes, situacao) },
    municipio: str(row.municipio),
    cd_municipio: num(row.cd_municipio),
    uf: ufSigla(num(row.uf)),
    cnae_principal: {
      code: cnae,
      label: str(row.cnae_descricao) ?? (cnae === null ? 'Não informado' : String(cnae)),
    },
    cnaes_secundarios: secondaryCnaes(row.cnaes_secundarias),
    porte: { code: porte, label: codeLabel(portes, porte) },
    dt_abertura: str(row.dt_abertura),
    capital_social: num(row.capital_social),
    qt_funcionarios: num(row.qt_funcionarios),
    faixa_funcionarios: num(row.faixa_funcionarios),
    fl_funcionarios_estimado: row.fl_funcionarios_estimado === true,
    vl_faturamento: num(row.vl_faturamento),
    faixa_faturamento: num(row.faixa_faturamento),
    fl_faturamento_estimado: row.fl_faturamento_estimado === true,
    qt_funcionarios_empresa: num(row.qt_funcionarios_empresa),
    vl_faturamento_empresa: num(row.vl_faturamento_empresa),
    telefones: phonesOf(row),
    email: str(row.email),
    site: str(row.site),
    quality_data_score: num(row.quality_data_score) ?? 0,
  };
}
