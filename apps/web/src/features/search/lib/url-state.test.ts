import { defaultFilterState, withCheckbox } from '@prospecta/contracts/filter-state';
import { describe, expect, it } from 'vitest';
import {
  cnpjListSearchHref,
  hasFilterParams,
  INTERNAL_NAVIGATION,
  isInternalNavigation,
  pageToCorrect,
  readPage,
  savedUrlOfQuery,
  searchParamsFor,
  stateFromParams,
  withSavedUrl,
} from '@/features/search/lib/url-state';

describe('the search URL', () => {
  const state = {
    ...withCheckbox(withCheckbox(defaultFilterState(), 'uf', ['SP', 'RJ']), 'porte', ['ME']),
    term: 'padaria',
    employees: [10, 1_000_000] as [number, number],
    cnaes: [{ value: 1091102, label: '1091-1/02 — Padaria' }],
    order: 'mais_funcionarios' as const,
  };

  it('round-trips the filters through the URL (reload restores the same state)', () => {
    const params = new URLSearchParams(searchParamsFor(state, 3).toString());
    const restored = stateFromParams(params);
    expect(restored).toEqual(state);
    expect(readPage(params)).toBe(3);
  });

  it('opens a CNPJ list as a search in the order of the list, the default options kept', () => {
    const href = cnpjListSearchHref('/search', ['19131243000197', '11222333000181']);
    const restored = stateFromParams(new URL(href, 'http://localhost').searchParams);
    expect(restored).toEqual({
      ...defaultFilterState(),
      cnpjInclude: ['19131243000197', '11222333000181'],
      order: 'ordem_lista',
    });
  });

  it('leaves page 1 and default filters out of the URL', () => {
    expect(searchParamsFor(defaultFilterState()).toString()).toBe('');
    expect(hasFilterParams(new URLSearchParams(''))).toBe(false);
    expect(hasFilterParams(searchParamsFor(state))).toBe(true);
    expect(searchParamsFor(state, 1).has('page')).toBe(false);
  });

  it.each([
    ['', 1],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=abc', 1],
    ['page=2.5', 1],
    ['page=7', 7],
    // The deepest page a search reaches (offset 10 000): an edited address past it asks for that one, as
    // the saved search opened by its address is read (the API refuses a page past it).
    ['page=1001', 1001],
    ['page=5000', 1001],
  ])('reads "%s" as page %d', (query, page) => {
    expect(readPage(new URLSearchParams(query))).toBe(page);
  });

  it.each([
    // [address's page, page searched, last page of the answer, the address corrected to]
    ['99999', 1001, 1001, 1001],
    ['99999', 1001, 93, 93],
    ['99999', 1001, 1, 1],
    ['150', 150, 93, 93],
    ['abc', 1, 93, 1],
    ['0', 1, 93, 1],
    ['1', 1, 93, 1],
    ['007', 7, 93, 7],
  ])(
    'corrects the address page %s (searched as %d, last %d) to the page shown, %d',
    (written, asked, last, shown) => {
      expect(pageToCorrect(written, asked, last)).toBe(shown);
    },
  );

  it('leaves an address that says the page shown as it is', () => {
    expect(pageToCorrect(null, 1, 93)).toBeNull();
    expect(pageToCorrect('7', 7, 93)).toBeNull();
    expect(pageToCorrect('93', 93, 93)).toBeNull();
    expect(pageToCorrect('1001', 1001, 1001)).toBeNull();
    // Page 1 is written as no page: an empty answer's only page too.
    expect(pageToCorrect(null, 1, 1)).toBeNull();
  });

  it('carries the URL inside the query so /search/{id} alone restores the filters', () => {
    const url = searchParamsFor(state).toString();
    const query = withSavedUrl({ search: {} }, url);
    expect(savedUrlOfQuery(query)).toBe(url);
    expect(savedUrlOfQuery({ search: {} })).toBeNull();
    expect(savedUrlOfQuery({ search: {}, special_filter: { url: '' } })).toBeNull();
    expect(savedUrlOfQuery(null)).toBeNull();
  });

  it('marks its own navigations so they never trigger a restore', () => {
    expect(isInternalNavigation(INTERNAL_NAVIGATION)).toBe(true);
    expect(isInternalNavigation(null)).toBe(false);
    expect(isInternalNavigation({ other: true })).toBe(false);
  });
});
