import { selectedValues } from '@prospecta/contracts/filter-state';
import { fromUrlParams } from '@prospecta/contracts/filter-state-url';
import { describe, expect, it } from 'vitest';
import {
  clearAnswer,
  emptyWelcomeAnswers,
  greetingName,
  inCatalogueOrder,
  startingAnswers,
  toggleAnswer,
  toggleAnswerGroup,
  welcomeSearchHref,
} from './welcome-answers';

describe('inCatalogueOrder', () => {
  it.each([
    { key: 'states' as const, values: ['SP', 'RJ', 'SP'], expected: ['RJ', 'SP'] },
    { key: 'sectors' as const, values: ['G', 'A', 'ZZ'], expected: ['A', 'G'] },
    { key: 'company_size' as const, values: ['EPP', 'ME'], expected: ['ME', 'EPP'] },
    {
      key: 'decisors' as const,
      values: ['diretor', 'socio_administrador'],
      expected: ['socio_administrador', 'diretor'],
    },
    { key: 'states' as const, values: ['EX'], expected: [] },
  ])('$key $values → $expected', ({ key, values, expected }) => {
    expect(inCatalogueOrder(key, values)).toEqual(expected);
  });
});

describe('startingAnswers', () => {
  it('starts empty when nothing was stored (never seen, or skipped)', () => {
    expect(startingAnswers(null)).toEqual(emptyWelcomeAnswers());
    expect(startingAnswers(undefined)).toEqual(emptyWelcomeAnswers());
  });

  it('starts from the stored answers, dropping options the catalogue no longer has', () => {
    expect(
      startingAnswers({ sectors: ['G', 'Q9'], company_size: ['ME'], states: ['SP', 'RJ'], decisors: [] }),
    ).toEqual({ sectors: ['G'], company_size: ['ME'], states: ['RJ', 'SP'], decisors: [] });
    expect(startingAnswers({ states: ['SP'] })).toEqual({ ...emptyWelcomeAnswers(), states: ['SP'] });
  });
});

describe('toggleAnswer', () => {
  it('ticks in the catalogue order and unticks', () => {
    const one = toggleAnswer(emptyWelcomeAnswers(), 'states', 'SP');
    const two = toggleAnswer(one, 'states', 'RJ');
    expect(two.states).toEqual(['RJ', 'SP']);
    expect(toggleAnswer(two, 'states', 'SP').states).toEqual(['RJ']);
  });

  it('leaves the other questions alone', () => {
    const answers = { ...emptyWelcomeAnswers(), sectors: ['G'] };
    expect(toggleAnswer(answers, 'decisors', 'diretor')).toEqual({ ...answers, decisors: ['diretor'] });
  });
});

describe('toggleAnswerGroup', () => {
  const southeast = ['ES', 'MG', 'RJ', 'SP'];
  it.each([
    { before: [], after: ['MG', 'ES', 'RJ', 'SP'] },
    { before: ['SP', 'PR'], after: ['MG', 'ES', 'RJ', 'SP', 'PR'] },
    { before: ['MG', 'ES', 'RJ', 'SP', 'PR'], after: ['PR'] },
  ])('a region over $before → $after', ({ before, after }) => {
    const answers = { ...emptyWelcomeAnswers(), states: before };
    expect(toggleAnswerGroup(answers, 'states', southeast).states).toEqual(after);
  });
});

describe('clearAnswer', () => {
  it('empties one question', () => {
    const answers = { ...emptyWelcomeAnswers(), sectors: ['G'], states: ['SP'] };
    expect(clearAnswer(answers, 'states')).toEqual({ ...answers, states: [] });
  });
});

describe('welcomeSearchHref', () => {
  it('is the plain search when nothing was answered', () => {
    expect(welcomeSearchHref(emptyWelcomeAnswers())).toBe('/search');
  });

  it('carries every answer as a filter the search screen reads back', () => {
    const href = welcomeSearchHref({
      sectors: ['G'],
      company_size: ['ME'],
      states: ['RJ', 'SP'],
      decisors: ['diretor'],
    });
    const url = new URL(href, 'http://localhost');
    expect(url.pathname).toBe('/search');
    const state = fromUrlParams(url.searchParams);
    expect(selectedValues(state, 'cnae_secao')).toEqual(['G']);
    expect(selectedValues(state, 'porte')).toEqual(['ME']);
    expect(selectedValues(state, 'uf')).toEqual(['RJ', 'SP']);
    expect(state.decisionMakerPositions).toEqual(['diretor']);
  });
});

describe('greetingName', () => {
  it.each([
    { name: 'Olívia Proprietária', expected: 'Olívia' },
    { name: '  Bruna  ', expected: 'Bruna' },
    { name: '   ', expected: null },
    { name: null, expected: null },
  ])('$name → $expected', ({ name, expected }) => {
    expect(greetingName(name)).toBe(expected);
  });
});
