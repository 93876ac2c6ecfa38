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

  it('says when only the exclusive options are set', () => {
    expect(filtersSummary('')).toBe('Sem filtros além das opções exclusivas');
  });
});
