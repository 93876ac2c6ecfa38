import { describe, expect, it } from 'vitest';
import {
  allFilters,
  FIFTH_GROUP_ID,
  FIFTH_GROUP_INDEX,
  FILTER_CATALOGUE,
  fifthGroupFilters,
  PENDING_QUERY_FIELDS,
  RESULT_COLUMNS,
  searchCatalogue,
} from '../src/filter-catalogue.ts';
import { SORT_OPTIONS } from '../src/filter-catalogue-options.ts';
import { type SearchFieldKind, searchField } from '../src/search-fields.ts';
import { sortSchema, whereSchema } from '../src/search-query.ts';
import { searchResultRowSchema } from '../src/search-result.ts';

const filters = allFilters();
const pending: readonly string[] = PENDING_QUERY_FIELDS;

describe('catalogue integrity', () => {
  it('has unique group ids and unique filter ids', () => {
    const groupIds = FILTER_CATALOGUE.map((g) => g.id);
    expect(new Set(groupIds).size).toBe(groupIds.length);
    const ids = filters.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every filter a DSL field, or marks it pending with a field the DSL lacks', () => {
    for (const f of filters) {
      if (f.pending) {
        expect(pending, f.id).toContain(f.queryField);
        expect(searchField(f.queryField), f.id).toBeUndefined();
      } else {
        expect(searchField(f.queryField), `${f.id} → ${f.queryField}`).toBeDefined();
      }
    }
  });

  it('pairs each filter kind with a compatible field kind', () => {
    const compatible: Record<string, SearchFieldKind[]> = {
      numeric_range: ['number_range'],
      slider: ['number_range'],
      date_range: ['date_range'],
      cnpj_list: ['cnpj_list'],
      municipality_search: ['integer_list'],
      cnae_search: ['integer_list'],
      bairros: ['string_list'],
      cep_distance: ['geo'],
      checkbox: ['code_list', 'integer_list', 'boolean'],
      text: ['string_list', 'text'],
    };
    for (const f of filters.filter((x) => !x.pending && compatible[x.kind])) {
      expect(compatible[f.kind], f.id).toContain(searchField(f.queryField)?.kind);
    }
    for (const f of filters.filter((x) => x.kind === 'text' && !x.pending)) {
      const kind = searchField(f.queryField)?.kind;
      expect(kind === 'text' ? f.clause === 'match' : f.clause === 'where', f.id).toBe(true);
    }
  });

  it('only offers option values the DSL accepts for the field', () => {
    for (const f of filters.filter((x) => x.kind === 'checkbox' && x.clause === 'where')) {
      const values = (f.options ?? []).map((o) => o.value);
      expect(values.length, f.id).toBeGreaterThan(0);
      const field = searchField(f.queryField);
      for (const option of f.options ?? []) {
        const value = field?.kind === 'boolean' ? option.value === 'true' : (option.codes ?? [option.value]);
        expect(['true', 'false'].includes(option.value) || field?.kind !== 'boolean', f.id).toBe(true);
        const parsed = whereSchema.safeParse({ [f.queryField]: value });
        expect(parsed.success, `${f.id}: ${option.value}`).toBe(true);
      }
    }
  });

  it('keeps date choices to date fields and sort options to DSL sort keys', () => {
    for (const f of filters) {
      for (const c of f.queryFieldChoices ?? []) expect(searchField(c.value)?.kind, f.id).toBe('date_range');
    }
    for (const o of SORT_OPTIONS) for (const s of o.sort) expect(sortSchema.safeParse(s).success).toBe(true);
  });

  it('labels everything in Portuguese, never empty', () => {
    const english = /\b(the|and|with|search|filter|state|city|company|revenue|employees|date)\b/i;
    const labels = [
      ...FILTER_CATALOGUE.map((g) => g.label),
      ...filters.flatMap((f) => [f.title, ...(f.options ?? []).map((o) => o.label)]),
      ...RESULT_COLUMNS.map((c) => c.header),
    ];
    for (const label of labels) {
      expect(label.trim(), label).not.toBe('');
      expect(english.test(label), label).toBe(false);
    }
  });

  it('lists the 27 states with their names and every expected group', () => {
    const uf = filters.find((f) => f.id === 'uf');
    expect(uf?.options).toHaveLength(27);
    expect(uf?.options).toContainEqual({ value: 'SP', label: 'São Paulo' });
    expect(FILTER_CATALOGUE.map((g) => g.label)).toEqual(
      expect.arrayContaining([
        'Localização',
        'Atividade econômica (CNAE)',
        'Situação cadastral',
        'Porte e tamanho',
        'Faturamento',
        'Funcionários',
        'Regime tributário',
        'Contato',
        'Sócios e decisores',
        'Datas',
        'Reclamações',
        'Dados avançados',
        'Opções exclusivas',
      ]),
    );
  });

  it('is plain JSON, so the API can serve it as the per-environment catalogue file', () => {
    expect(JSON.parse(JSON.stringify(FILTER_CATALOGUE))).toEqual(FILTER_CATALOGUE);
  });

  it('names result columns after fields of a result row', () => {
    const keys = Object.keys(searchResultRowSchema.shape);
    for (const c of RESULT_COLUMNS) expect(keys).toContain(c.key);
  });
});

describe('the fifth group (spec §4 selected_filtered_type)', () => {
  it('is "Regime tributário", whose first two filters are Simples and MEI', () => {
    expect(FILTER_CATALOGUE[FIFTH_GROUP_INDEX]?.id).toBe(FIFTH_GROUP_ID);
    expect(FILTER_CATALOGUE[FIFTH_GROUP_INDEX]?.label).toBe('Regime tributário');
    expect(fifthGroupFilters().map((f) => f.queryField)).toEqual(['fl_simples', 'fl_mei']);
  });
});

describe('searchCatalogue', () => {
  const ids = (text: string) =>
    searchCatalogue(FILTER_CATALOGUE, text).flatMap((g) => g.filters.map((f) => f.id));

  it.each([
    ['matches a group name without accents and in any case', 'LOCALIZACAO', ['uf', 'regiao', 'municipio']],
    ['matches a filter title', 'capital social', ['capital_social']],
    ['matches an option label, accent-insensitively', 'sao paulo', ['uf']],
    ['matches an option label with accents typed', 'Amapá', ['uf']],
    ['matches a tag', 'microempreendedor', ['mei']],
    ['matches a CNAE section name', 'alojamento', ['cnae_secao']],
    ['needs every word (group + filter)', 'localização bairro', ['bairro']],
    ['matches the start of a word', 'sao pau', ['uf']],
  ])('%s: "%s"', (_name, text, expected) => {
    expect(ids(text)).toEqual(expect.arrayContaining(expected));
  });

  it('keeps only the matching filters of a group that does not match itself', () => {
    expect(ids('capital social')).toEqual(['capital_social']);
  });

  it('returns the whole catalogue for blank text and nothing for an unknown word', () => {
    expect(searchCatalogue(FILTER_CATALOGUE, '   ')).toEqual(FILTER_CATALOGUE);
    expect(searchCatalogue(FILTER_CATALOGUE, 'xyzzy')).toEqual([]);
  });

  it('does not match inside a word: "cidade" is no "Eletricidade", "porte" no "Transporte"', () => {
    expect(ids('cidade')).not.toContain('cnae_secao');
    expect(ids('cidade')).toContain('municipio');
    const porte = ids('porte');
    expect(porte).toContain('porte');
    expect(porte).not.toContain('cnae_secao');
  });
});

describe('the two CEP filters', () => {
  it('say which is the exact CEP and which the radius around one', () => {
    const exact = allFilters().find((f) => f.id === 'cep');
    const radius = allFilters().find((f) => f.id === 'cep_distancia');
    expect(exact?.title).toBe('CEP exato');
    expect(exact?.description).toMatch(/^Só as empresas com este CEP no endereço/);
    expect(exact?.description).toContain('ao redor de um CEP, use o raio');
    expect(radius?.title).toBe('Distância de um CEP (raio)');
    expect(radius?.description).toContain('em qualquer CEP');
    // Both found by "cep" in "Procurar filtro".
    const found = searchCatalogue(FILTER_CATALOGUE, 'cep').flatMap((g) => g.filters.map((f) => f.id));
    expect(found).toEqual(expect.arrayContaining(['cep', 'cep_distancia']));
  });
});
