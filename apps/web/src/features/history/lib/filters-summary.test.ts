import { defaultFilterState, withCheckbox } from '@prospecta/contracts/filter-state';
import { toUrlParams } from '@prospecta/contracts/filter-state-url';
import { describe, expect, it } from 'vitest';
import { filtersSummary } from '@/features/history/lib/filters-summary';

describe('saved search summary', () => {
  it('names the groups with selections and the term', () => {
    const state = {
      ...withCheckbox(defaultFilterState(), 'uf', ['SP', 'RJ']),
      cnaes: [{ value: 4721102, label: 'Padaria' }],
      term: 'pão',
    };
    expect(filtersSummary(toUrlParams(state).toString())).toBe(
      '“pão” · Localização (2) · Atividade econômica (CNAE) (1)',
    );
  });

  it('names the exclusive options set apart from their defaults', () => {
    const state = {
      ...withCheckbox(defaultFilterState(), 'uf', ['SP']),
      exclusive: { ...defaultFilterState().exclusive, decisores: true, email: true, nao_exportadas: false },
    };
    expect(filtersSummary(toUrlParams(state).toString())).toBe(
      'Localização (1) · inclui já exportadas, com e-mail, com decisores',
    );
  });

  it("says whether employees and revenue count the company's figures or the establishment's", () => {
    const state = {
      ...defaultFilterState(),
      employees: [50, 1_000_000] as [number, number],
      revenues: [3, 10] as [number, number],
      radios: { ...defaultFilterState().radios, employees: 'empresa' as const, revenues: 'cnpj' as const },
    };
    expect(filtersSummary(toUrlParams(state).toString())).toBe(
      'Faturamento (1, por estabelecimento) · Funcionários (1, por empresa)',
    );
  });

  it('says what a search without filters finds', () => {
    expect(filtersSummary('')).toBe('Sem filtros: as empresas ativas ainda não exportadas');
  });
});
