import { defaultFilterState } from '@prospecta/contracts/filter-state';
import { buildSearchQuery } from '@prospecta/contracts/query-rules';
import { describe, expect, it } from 'vitest';
import { RELEVANCE_LABEL, relevanceFirst, sortChoices } from '@/features/search/lib/sort-choices';

const sortOf = (term: string, order: 'qualidade' | 'mais_novas' = 'qualidade') => {
  const built = buildSearchQuery({ ...defaultFilterState(), term, order }, { role: 'user' });
  return built.ok ? built.query.search.sort_by : undefined;
};

describe('sortChoices', () => {
  it('calls the default order "Relevância" while a name is searched, as the query sorts', () => {
    const applied = relevanceFirst(sortOf('padaria'));
    expect(applied).toBe(true);
    const choices = sortChoices({ hasList: false, relevanceFirst: applied });
    expect(choices.find((c) => c.value === 'qualidade')?.label).toBe(RELEVANCE_LABEL);
    expect(choices.map((c) => c.label)).not.toContain('Melhores dados primeiro');
    // The other orders stay: the user's choice first, relevance after it.
    expect(choices.map((c) => c.value)).toContain('mais_novas');
    expect(relevanceFirst(sortOf('padaria', 'mais_novas'))).toBe(false);
  });

  it('keeps "Melhores dados primeiro" without a name, and for a CNPJ typed in the box', () => {
    for (const term of ['', '11.222.333/0001-81']) {
      const choices = sortChoices({ hasList: false, relevanceFirst: relevanceFirst(sortOf(term)) });
      expect(choices[0]).toEqual({ value: 'qualidade', label: 'Melhores dados primeiro' });
    }
  });

  it('offers the list order only with a CNPJ list', () => {
    expect(sortChoices({ hasList: false, relevanceFirst: false }).map((c) => c.value)).not.toContain(
      'ordem_lista',
    );
    expect(sortChoices({ hasList: true, relevanceFirst: false }).map((c) => c.value)).toContain(
      'ordem_lista',
    );
  });
});
