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
