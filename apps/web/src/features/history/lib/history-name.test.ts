import { defaultFilterState, type FilterState, withCheckbox } from '@prospecta/contracts/filter-state';
import { toUrlParams } from '@prospecta/contracts/filter-state-url';
import { describe, expect, it } from 'vitest';
import { activityWords, HISTORY_NAME_MAX, proposedHistoryName } from '@/features/history/lib/history-name';

const NOW = new Date('2026-12-01T21:11:00Z');
const urlOf = (state: FilterState) => toUrlParams(state).toString();
const SAO_PAULO = { value: 3550308, label: 'São Paulo/SP' };
const RESTAURANTES = { value: 5611201, label: '5611-2/01 — Restaurantes e similares' };

describe('the name proposed for a new saved search', () => {
  it('says what the companies do and where', () => {
    const restaurants = {
      ...withCheckbox(defaultFilterState(), 'uf', ['SP']),
      municipalities: [SAO_PAULO],
      cnaes: [RESTAURANTES],
      numericRanges: { capital_social: { value_start: 100000, value_end: 1000000 } },
    };
    // The municipality is the place when there is one; the other filters stay out of the name.
    expect(proposedHistoryName(urlOf(restaurants), NOW)).toBe('Restaurantes em São Paulo/SP');
    expect(
      proposedHistoryName(
        urlOf(withCheckbox(withCheckbox(defaultFilterState(), 'cnae_secao', ['F']), 'uf', ['MG'])),
        NOW,
      ),
    ).toBe('Construção em MG');
  });

  it('counts the further activities and lists up to three places', () => {
    const state = {
      ...withCheckbox(defaultFilterState(), 'uf', ['SP', 'RJ', 'MG']),
      cnaes: [
        RESTAURANTES,
        { value: 5611203, label: '5611-2/03 — Lanchonetes, casas de chá, de sucos e similares' },
      ],
    };
    expect(proposedHistoryName(urlOf(state), NOW)).toBe('Restaurantes e mais 1 em MG, RJ e SP');
    const many = withCheckbox(defaultFilterState(), 'uf', ['SP', 'RJ', 'MG', 'PR', 'SC']);
    expect(proposedHistoryName(urlOf(many), NOW)).toBe('Empresas em MG, RJ e mais 3');
    expect(proposedHistoryName(urlOf(withCheckbox(defaultFilterState(), 'regiao', ['NE', 'S'])), NOW)).toBe(
      'Empresas no Nordeste e Sul',
    );
  });

  it('takes the activity from the keywords or the term when no CNAE or sector is chosen', () => {
    const keywords = {
      ...withCheckbox(defaultFilterState(), 'uf', ['PR']),
      textInputs: { ...defaultFilterState().textInputs, keywords: 'padaria, confeitaria' },
    };
    expect(proposedHistoryName(urlOf(keywords), NOW)).toBe('Padaria e mais 1 em PR');
    expect(proposedHistoryName(urlOf({ ...defaultFilterState(), term: 'oficina' }), NOW)).toBe('Oficina');
  });

  it('names a CNAE by the lookup table, else by its kept label, else by its code', () => {
    const bare = { ...defaultFilterState(), cnaes: [{ value: 4120400, label: '4120400' }] };
    expect(proposedHistoryName(urlOf(bare), NOW)).toBe('CNAE 4120-4/00');
    expect(proposedHistoryName(urlOf(bare), NOW, { cnae: () => 'Construção de edifícios' })).toBe(
      'Construção de edifícios',
    );
  });

  it('proposes the moment of the save, in Brasília time, for a search with neither activity nor place', () => {
    const sized = withCheckbox(defaultFilterState(), 'porte', ['ME']);
    expect(proposedHistoryName(urlOf(sized), NOW)).toBe('Busca de 01/12/2026 18:11');
    expect(proposedHistoryName('', NOW)).toBe('Busca de 01/12/2026 18:11');
  });

  it('keeps the head words of an activity and the name within the field', () => {
    expect(activityWords('Restaurantes e similares')).toBe('Restaurantes');
    expect(activityWords('Comércio; reparação de veículos automotores e motocicletas')).toBe('Comércio');
    expect(activityWords('Padaria e confeitaria com predominância de revenda')).toBe('Padaria e confeitaria');
    expect(activityWords('Alojamento e alimentação')).toBe('Alojamento e alimentação');
    const long = { ...defaultFilterState(), term: 'x'.repeat(200), municipalities: [SAO_PAULO] };
    expect(proposedHistoryName(urlOf(long), NOW).length).toBeLessThanOrEqual(HISTORY_NAME_MAX);
  });
});
