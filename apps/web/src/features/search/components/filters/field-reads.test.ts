import { MantineProvider } from '@mantine/core';
import { allFilters } from '@prospecta/contracts/filter-catalogue';
import { defaultFilterState, type FilterState } from '@prospecta/contracts/filter-state';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fieldReads, sameReads } from '@/features/search/components/filters/field-reads';
import { FilterField } from '@/features/search/components/filters/filter-field';
import type { FilterFieldProps } from '@/features/search/components/filters/filter-props';

/** The state behind a proxy that writes down every path read from it (property reads, `in`, key listings). */
function recording(state: FilterState): { state: FilterState; paths: string[][] } {
  const paths: string[][] = [];
  const wrap = (value: unknown, path: string[]): unknown => {
    if (value === null || typeof value !== 'object') return value;
    return new Proxy(value as object, {
      get(target, key, receiver) {
        const found = Reflect.get(target, key, receiver);
        if (typeof key === 'symbol') return found;
        paths.push([...path, key]);
        return typeof found === 'function' ? found : wrap(found, [...path, key]);
      },
      has(target, key) {
        if (typeof key === 'string') paths.push([...path, key]);
        return Reflect.has(target, key);
      },
      ownKeys(target) {
        paths.push(path);
        return Reflect.ownKeys(target);
      },
    });
  };
  return { state: wrap(state, []) as FilterState, paths };
}

const LOCKED: FilterFieldProps['locked'] = { ids: [], offIds: [], reason: '' };

/** A state where every part holds something, so a control reads its way into each. */
function filledState(): FilterState {
  const state = defaultFilterState();
  return {
    ...state,
    term: 'padaria',
    companyNames: ['PADARIA'],
    municipalities: [{ value: 3550308, label: 'São Paulo - SP' }],
    cnaes: [{ value: 4721102, label: 'Padaria' }],
    neighbourhoods: ['Centro'],
    decisionMakerPositions: ['Diretor'],
    cnpjInclude: ['11222333000181'],
    cnpjExclude: ['11444777000161'],
  };
}

describe('fieldReads', () => {
  const filters = allFilters();
  it('covers every part of the filters each catalogue control reads while drawn', () => {
    const client = new QueryClient();
    for (const filter of filters) {
      const { state, paths } = recording(filledState());
      const field = createElement(FilterField, { filter, state, update: () => {}, locked: LOCKED });
      renderToString(
        createElement(QueryClientProvider, { client }, createElement(MantineProvider, null, field)),
      );
      const declared = fieldReads(filter);
      // A path read is covered when a declared part holds it, or when it leads to one (the containers on the way).
      const uncovered = paths.filter(
        (read) =>
          !declared.some(
            (part) => part.every((key, i) => read[i] === key) || read.every((key, i) => part[i] === key),
          ),
      );
      expect(uncovered.map((p) => `${filter.id}: ${p.join('.')}`)).toEqual([]);
    }
  });

  it('tells a state ticked elsewhere from one the control shows', () => {
    const uf = filters.find((f) => f.kind === 'checkbox' && f.queryField === 'sg_uf');
    const situacao = filters.find((f) => f.kind === 'checkbox' && f.queryField === 'ds_situacao_cnpj');
    const cnae = filters.find((f) => f.kind === 'cnae_search');
    if (!uf || !situacao || !cnae) throw new Error('catalogue without the filters under test');
    const before = defaultFilterState();
    const ticked: FilterState = {
      ...before,
      checkboxes: {
        ...before.checkboxes,
        [uf.id]: {
          groupTag: 'localizacao',
          groupTagFilter: uf.id,
          queryField: 'sg_uf',
          special: false,
          filterOptions: [{ value: 'SP', label: 'São Paulo', isSelected: true }],
        },
      } as FilterState['checkboxes'],
    };
    expect(sameReads(uf, before, ticked)).toBe(false);
    expect(sameReads(cnae, before, ticked)).toBe(true);
    // Equal by value (an address parsed again) is the same.
    expect(sameReads(uf, ticked, structuredClone(ticked))).toBe(true);
    const activeOff = { ...before, exclusive: { ...before.exclusive, ativas: !before.exclusive.ativas } };
    expect(sameReads(situacao, before, activeOff)).toBe(false);
    expect(sameReads(uf, before, activeOff)).toBe(true);
  });
});
