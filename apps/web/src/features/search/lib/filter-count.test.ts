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

  it('count a range only when the search applies it (both bounds, in order)', () => {
    const range = (value_start: number | null, value_end: number | null) =>
      panelCounts({ ...base, numericRanges: { capital_social: { value_start, value_end } } }, NONE);
    // "De 100.000" alone: the box says "Preencha os dois valores para aplicar", and nothing is counted.
    expect(range(100_000, null).groups.porte).toBe(0);
    expect(range(100_000, 500_000).groups.porte).toBe(1);
    expect(range(100_000, null).total).toBe(4);
    expect(range(100_000, 50_000).total).toBe(4);
    expect(range(100_000, 500_000).total).toBe(5);
  });
});
