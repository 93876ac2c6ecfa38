import { AUTOMATIC_LIST_DEFAULT_NAME } from '@prospecta/contracts/automatic-list-api';
import { defaultFilterState, type FilterState, withCheckbox } from '@prospecta/contracts/filter-state';
import { LIST_NAME_MAX } from '@prospecta/contracts/lists-api';
import { describe, expect, it } from 'vitest';
import { automaticListName } from './automatic-list-name';

const base = defaultFilterState();
const state = (change: Partial<FilterState>): FilterState => ({ ...base, ...change });

describe('automaticListName', () => {
  it.each<[string, FilterState, string]>([
    ['no filters', base, AUTOMATIC_LIST_DEFAULT_NAME],
    [
      'only the exclusive options',
      state({ exclusive: { ...base.exclusive, email: true } }),
      AUTOMATIC_LIST_DEFAULT_NAME,
    ],
    [
      'a CNAE and a municipality',
      state({
        cnaes: [{ value: 1091102, label: '1091-1/02 — Padaria' }],
        municipalities: [{ value: 3550308, label: 'São Paulo/SP' }],
      }),
      'Padaria · São Paulo/SP',
    ],
    [
      'sections and states (the welcome screen)',
      withCheckbox(withCheckbox(base, 'uf', ['RJ', 'SP']), 'cnae_secao', ['G']),
      'Comércio · RJ, SP',
    ],
    [
      'municipalities before states, two then how many more',
      state({
        municipalities: [
          { value: 1, label: 'Campinas/SP' },
          { value: 2, label: 'Santos/SP' },
          { value: 3, label: 'Sorocaba/SP' },
        ],
        checkboxes: withCheckbox(base, 'uf', ['SP']).checkboxes,
      }),
      'Empresas em Campinas/SP, Santos/SP e mais 1',
    ],
    ['a place alone', withCheckbox(base, 'uf', ['SP']), 'Empresas em SP'],
    ['a searched name, spaces tidied', state({ term: '  padaria   pão quente ' }), 'padaria pão quente'],
    ['a searched CNPJ says nothing', state({ term: '11.222.333/0001-81' }), AUTOMATIC_LIST_DEFAULT_NAME],
  ])('%s', (_, input, expected) => {
    expect(automaticListName(input)).toBe(expected);
  });

  it('keeps within the lists’ name limit', () => {
    const name = automaticListName(state({ term: 'x'.repeat(300) }));
    expect(name.length).toBe(LIST_NAME_MAX);
    expect(name.endsWith('…')).toBe(true);
  });
});
