import type { SearchResultRow } from '@prospecta/contracts/search-result';
import { describe, expect, it } from 'vitest';
import { cellTitle, resultCell } from '@/features/list-companies/lib/result-cells';

describe('cellTitle', () => {
  it('gives the whole text of a cell, nothing for an empty one', () => {
    const cnae =
      'Comércio varejista de mercadorias em geral, com predominância de produtos alimentícios - minimercados, mercearias e armazéns';
    expect(cellTitle(cnae)).toBe(cnae);
    expect(cellTitle('São José dos Campos')).toBe('São José dos Campos');
    expect(cellTitle('—')).toBeUndefined();
    expect(cellTitle('')).toBeUndefined();
  });

  it('reads the table’s cells: an unknown company’s municipality has none', () => {
    expect(
      cellTitle(resultCell(null as SearchResultRow | null, 'municipio', '11222333000181')),
    ).toBeUndefined();
  });
});

const row: SearchResultRow = {
  cnpj: '11222333000181',
  fl_matriz: true,
  razao_social: 'EMPRESA TESTE LTDA',
  nome_fantasia: null,
  situacao: { code: 2, label: 'Ativa' },
  municipio: 'Uchoa',
  cd_municipio: null,
  uf: 'SP',
  cnae_principal: { code: 4711302, label: 'Comércio varejista' },
  cnaes_secundarios: [],
  porte: { code: 1, label: 'Microempresa' },
  dt_abertura: '2010-05-07',
  capital_social: 10000,
  qt_funcionarios: 0,
  faixa_funcionarios: null,
  fl_funcionarios_estimado: true,
  vl_faturamento: 0,
  faixa_faturamento: null,
  fl_faturamento_estimado: true,
  qt_funcionarios_empresa: 0,
  vl_faturamento_empresa: 0,
  telefones: [],
  email: null,
  site: null,
  quality_data_score: 40,
};

describe('resultCell: employees and revenue', () => {
  it('an active company’s figures, a 0 included', () => {
    expect(resultCell(row, 'qt_funcionarios', row.cnpj)).toBe('0');
    expect(resultCell({ ...row, vl_faturamento: 360000 }, 'vl_faturamento', row.cnpj)).toMatch(
      /^R\$\s360\.000$/,
    );
  });
  it('a closed company’s 0 is no estimate: "—", not "0" and "R$ 0"', () => {
    const closed = { ...row, situacao: { code: 8, label: 'Baixada' } };
    expect(resultCell(closed, 'qt_funcionarios', row.cnpj)).toBe('—');
    expect(resultCell(closed, 'vl_faturamento', row.cnpj)).toBe('—');
    expect(resultCell({ ...closed, qt_funcionarios: 3 }, 'qt_funcionarios', row.cnpj)).toBe('3');
  });
});
