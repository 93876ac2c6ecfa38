// The welcome answers: the catalogue's options, checked, and the first search they make.
import { describe, expect, it } from 'vitest';
import { defaultFilterState, selectedValues } from '../src/filter-state.ts';
import { fromUrlParams, toUrlParams } from '../src/filter-state-url.ts';
import { buildSearchQuery } from '../src/query-rules.ts';
import { welcomeAnswersSchema, welcomeFilterState, welcomeOptions } from '../src/welcome-api.ts';

describe('welcome answers', () => {
  it('offers the search catalogue’s own options', () => {
    expect(welcomeOptions('sectors')).toHaveLength(21);
    expect(welcomeOptions('states').map((o) => o.value)).toContain('SP');
    expect(welcomeOptions('states').map((o) => o.value)).not.toContain('EX');
    expect(welcomeOptions('company_size').map((o) => o.value)).toContain('ME');
    expect(welcomeOptions('decisors').map((o) => o.value)).toContain('diretor');
  });

  it('keeps known options once each and refuses the rest', () => {
    expect(welcomeAnswersSchema.parse({ states: ['SP', 'SP', 'RJ'] })).toEqual({
      sectors: [],
      company_size: [],
      states: ['SP', 'RJ'],
      decisors: [],
    });
    for (const bad of [{ states: ['XX'] }, { sectors: ['g'] }, { decisors: ['ceo'] }, { other: [] }]) {
      expect(welcomeAnswersSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('makes a first search filtered by every answer, which survives the URL', () => {
    const answers = welcomeAnswersSchema.parse({
      sectors: ['G'],
      company_size: ['ME', 'EPP'],
      states: ['RJ', 'SP'],
      decisors: ['diretor'],
    });
    const state = welcomeFilterState(answers);
    expect(selectedValues(state, 'cnae_secao')).toEqual(['G']);
    expect(selectedValues(state, 'porte').sort()).toEqual(['EPP', 'ME']);
    expect(selectedValues(state, 'uf').sort()).toEqual(['RJ', 'SP']);
    expect(state.decisionMakerPositions).toEqual(['diretor']);
    const built = buildSearchQuery(state, { role: 'user' });
    if (!built.ok) throw new Error(JSON.stringify(built.issues));
    const where = built.query.search.where as Record<string, unknown[]>;
    expect(where.sg_uf?.slice().sort()).toEqual(['RJ', 'SP']);
    expect(where.cd_cnae_secao).toEqual(['G']);
    const back = fromUrlParams(toUrlParams(state));
    expect(selectedValues(back, 'uf').sort()).toEqual(['RJ', 'SP']);
    expect(back.decisionMakerPositions).toEqual(['diretor']);
  });

  it('leaves the default search alone when nothing was chosen', () => {
    expect(welcomeFilterState(welcomeAnswersSchema.parse({}))).toEqual(defaultFilterState());
  });
});
