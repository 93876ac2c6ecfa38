import { defaultFilterState, withCheckbox } from '@prospecta/contracts/filter-state';
import { describe, expect, it } from 'vitest';
import { panelCounts } from '@/features/search/lib/filter-count';

const NONE = { ids: [], offIds: [] };

describe('the filter panel counters', () => {
  const base = withCheckbox(defaultFilterState(), 'uf', ['SP', 'RJ']);

  it('count the search box text as one filter', () => {
    // The defaults: "ativas" and "não exportadas" on (2), two states.
    expect(panelCounts(base, NONE).total).toBe(4);
    expect(panelCounts({ ...base, term: 'padaria pão de mel' }, NONE).total).toBe(5);
    expect(panelCounts({ ...base, term: '28.828.587/0001-40' }, NONE).total).toBe(5);
    expect(panelCounts({ ...base, term: '   ' }, NONE).total).toBe(4);
  });

  it('leave out a mistyped CNPJ, which is not searched', () => {
    expect(panelCounts({ ...base, term: '28828587000141' }, NONE).total).toBe(4);
  });

  it('count the exclusive options as their switches show them', () => {
    const exclusive = { ...base.exclusive, ativas: false, nao_exportadas: true };
    const locked = { ids: ['ativas' as const], offIds: ['nao_exportadas' as const] };
    const counts = panelCounts({ ...base, term: 'padaria', exclusive }, locked);
    expect(counts.groups.opcoes_exclusivas).toBe(1);
    expect(counts.groups.localizacao).toBe(2);
    expect(counts.total).toBe(4);
  });
});
