import { welcomeOptions } from '@prospecta/contracts/welcome-api';
import { describe, expect, it } from 'vitest';
import { emptyWelcomeAnswers } from './welcome-answers';
import { statesByRegion, stepDescription, welcomeSummary } from './welcome-view';

describe('stepDescription', () => {
  it.each([
    { key: 'sectors' as const, selected: [], expected: 'Qualquer setor' },
    { key: 'states' as const, selected: [], expected: 'Todo o Brasil' },
    { key: 'company_size' as const, selected: ['ME'], expected: '1 marcado' },
    { key: 'decisors' as const, selected: ['diretor', 'socio'], expected: '2 marcados' },
  ])('$key $selected → $expected', ({ key, selected, expected }) => {
    expect(stepDescription(key, selected)).toBe(expected);
  });
});

describe('statesByRegion', () => {
  const groups = statesByRegion();

  it('has the five regions, North to Centre-West, and every state of the question once', () => {
    expect(groups.map((g) => g.label)).toEqual(['Norte', 'Nordeste', 'Sudeste', 'Sul', 'Centro-Oeste']);
    const values = groups.flatMap((g) => g.options.map((o) => o.value));
    expect(values).toHaveLength(27);
    expect(new Set(values)).toEqual(new Set(welcomeOptions('states').map((o) => o.value)));
  });

  it('sorts the states of a region by name', () => {
    const southeast = groups.find((g) => g.region === 'SE');
    expect(southeast?.options.map((o) => o.label)).toEqual([
      'Espírito Santo',
      'Minas Gerais',
      'Rio de Janeiro',
      'São Paulo',
    ]);
  });
});

describe('welcomeSummary', () => {
  it('says "any" for an empty answer (no items)', () => {
    expect(welcomeSummary(emptyWelcomeAnswers())).toEqual([
      { key: 'sectors', title: 'Setores', items: [], more: 0, any: 'Qualquer setor' },
      { key: 'company_size', title: 'Porte', items: [], more: 0, any: 'Qualquer porte' },
      { key: 'states', title: 'Estados', items: [], more: 0, any: 'Todo o Brasil' },
      { key: 'decisors', title: 'Decisores', items: [], more: 0, any: 'Qualquer cargo' },
    ]);
  });

  it('names the options (states by their UF) and counts the ones beyond the limit', () => {
    const [sectors, size, states, decisors] = welcomeSummary(
      {
        sectors: ['G'],
        company_size: ['ME', 'EPP'],
        states: ['MG', 'ES', 'RJ', 'SP', 'PR', 'SC'],
        decisors: ['diretor'],
      },
      4,
    );
    expect(sectors?.items).toEqual(['Comércio; reparação de veículos automotores e motocicletas']);
    expect(size?.items).toEqual(['Microempresa', 'Empresa de pequeno porte']);
    expect(states).toMatchObject({ items: ['MG', 'ES', 'RJ', 'SP'], more: 2 });
    expect(decisors?.items).toEqual(['Diretor']);
  });
});
