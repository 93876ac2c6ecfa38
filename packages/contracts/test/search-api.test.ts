// Endpoint contracts of the search, companies and history APIs: the parts with rules of their own.
import { describe, expect, it } from 'vitest';
import { cnpjValueSchema, pageQuerystringSchema } from '../src/companies-api.ts';
import {
  historyCreateBodySchema,
  historyNameKey,
  MAX_SELECTED_FILTERS_BYTES,
  updateDefaultSearchBodySchema,
} from '../src/history-api.ts';
import {
  cnpjEntriesSchema,
  cnpjsBySearchBodySchema,
  filtersParamsSchema,
  lookALikeBodySchema,
  MAX_SEARCH_PAGE,
  searchCreateQuerystringSchema,
  searchFindQuerystringSchema,
} from '../src/search-api.ts';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('cnpjValueSchema', () => {
  it.each([
    ['11.222.333/0001-81', '11222333000181'],
    ['11222333000181', '11222333000181'],
    [' 11 222 333 0001 81 ', '11222333000181'],
    ['12.abc.345/01de-35', '12ABC34501DE35'],
  ])('accepts %s as %s', (input, output) => {
    expect(cnpjValueSchema.parse(input)).toBe(output);
  });

  it.each(['11.222.333/0001-82', '11111111111111', '123', '', '112223330001811'])('refuses %s', (input) => {
    expect(messages(cnpjValueSchema.safeParse(input))).toEqual(['CNPJ inválido']);
  });
});

describe('cnpjEntriesSchema (look_a_like nu_cnpj)', () => {
  it('names every invalid entry and deduplicates valid ones', () => {
    expect(messages(cnpjEntriesSchema.safeParse(['11222333000181', 'x', '00000000000000']))).toEqual([
      'CNPJ inválido: x, 00000000000000',
    ]);
    expect(cnpjEntriesSchema.parse(['11.222.333/0001-81', '11222333000181'])).toEqual(['11222333000181']);
    expect(messages(cnpjEntriesSchema.safeParse([]))).toEqual(['Informe ao menos um CNPJ']);
  });

  it('look_a_like caps return_size at 100 and defaults it to 10', () => {
    expect(lookALikeBodySchema.parse({ nu_cnpj: ['11222333000181'] }).return_size).toBe(10);
    expect(lookALikeBodySchema.safeParse({ nu_cnpj: ['11222333000181'], return_size: 101 }).success).toBe(
      false,
    );
  });
});

describe('cnpjsBySearchBodySchema', () => {
  it.each([
    [{ search_id: 'a' }, true],
    [{ query: { search: {} }, offset: 10, return_size: 1000 }, true],
    [{}, false],
    [{ search_id: 'a', query: { search: {} } }, false],
    [{ search_id: 'a', return_size: 1001 }, false],
    [{ search_id: 'a', return_size: 0 }, false],
    [{ search_id: 'a', offset: -1 }, false],
    [{ search_id: 'a', size: 3 }, false],
  ])('%j valid: %s', (body, valid) => {
    expect(cnpjsBySearchBodySchema.safeParse(body).success).toBe(valid);
  });

  it('defaults offset 0 and return_size 1000', () => {
    expect(cnpjsBySearchBodySchema.parse({ search_id: 'a' })).toMatchObject({ offset: 0, return_size: 1000 });
  });
});

describe('query strings', () => {
  it.each([
    [{}, true],
    [{ persist: 'true' }, true],
    [{ persist: 'false' }, false],
  ])('persist %j → %s', (query, persist) => {
    expect(searchCreateQuerystringSchema.parse(query).persist).toBe(persist);
  });

  it('pages are whole numbers from 1', () => {
    expect(pageQuerystringSchema.parse({}).page).toBe(1);
    expect(pageQuerystringSchema.parse({ page: '3' }).page).toBe(3);
    for (const page of ['0', '-1', '1.5', 'x'])
      expect(pageQuerystringSchema.safeParse({ page }).success).toBe(false);
    expect(searchFindQuerystringSchema.parse({}).page).toBeUndefined();
  });

  it('a stored search opens up to its last reachable page, and says so in pages', () => {
    expect(MAX_SEARCH_PAGE).toBe(1001);
    expect(searchFindQuerystringSchema.parse({ page: '1001' }).page).toBe(1001);
    for (const page of ['1002', '1000000000'])
      expect(messages(searchFindQuerystringSchema.safeParse({ page }))).toEqual([
        'A busca mostra no máximo 1.001 páginas; refine os filtros',
      ]);
  });

  it('filter environments are app, staging, dev and local', () => {
    for (const env of ['app', 'staging', 'dev', 'local'])
      expect(filtersParamsSchema.safeParse({ env }).success).toBe(true);
    expect(messages(filtersParamsSchema.safeParse({ env: 'prod' }))).toEqual([
      'Ambiente inválido (use app, staging, dev ou local)',
    ]);
  });
});

describe('history contracts', () => {
  it.each([
    ['Padarias de SP', 'PadariasdeSP'],
    ['  Padarias   de\tSP\n', 'PadariasdeSP'],
    ['padarias de sp', 'padariasdesp'],
  ])('the name key of %j is %j (whitespace ignored, case kept)', (name, key) => {
    expect(historyNameKey(name)).toBe(key);
  });

  it('a history entry needs a name, the search and non-negative totals', () => {
    const ok = historyCreateBodySchema.parse({ search_id: 's', name: '  Minha busca ', total_results: 3 });
    expect(ok).toMatchObject({ name: 'Minha busca', total_employees: 0 });
    expect(
      messages(historyCreateBodySchema.safeParse({ search_id: 's', name: '  ', total_results: 3 })),
    ).toEqual(['Informe o nome']);
    expect(historyCreateBodySchema.safeParse({ search_id: 's', name: 'x', total_results: -1 }).success).toBe(
      false,
    );
  });

  it('a saved search keeps filters up to 512 KB of JSON: two full CNPJ lists fit, nearly a megabyte does not', () => {
    const body = (url: string) => ({
      search_id: 's',
      name: 'x',
      total_results: 1,
      selected_filters: { url },
    });
    expect(historyCreateBodySchema.safeParse(body('w'.repeat(300_000))).success).toBe(true);
    expect(messages(historyCreateBodySchema.safeParse(body('w'.repeat(MAX_SELECTED_FILTERS_BYTES))))).toEqual(
      ['Os filtros da busca passam de 512 KB e não cabem no histórico'],
    );
    // Counted in UTF-8 bytes, as stored: 300 000 "ç" are 600 000 bytes.
    expect(historyCreateBodySchema.safeParse(body('ç'.repeat(300_000))).success).toBe(false);
  });

  it('update_default_search needs use_default_search; default_search may be null or left out', () => {
    expect(updateDefaultSearchBodySchema.safeParse({ use_default_search: false }).success).toBe(true);
    expect(
      updateDefaultSearchBodySchema.safeParse({ default_search: null, use_default_search: true }).success,
    ).toBe(true);
    expect(updateDefaultSearchBodySchema.safeParse({ default_search: 'x' }).success).toBe(false);
  });
});
