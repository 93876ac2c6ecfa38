import { LOOK_ALIKE_WEIGHTS } from '@prospecta/contracts/search-company';
import { describe, expect, it } from 'vitest';
import {
  lookAlikeCompared,
  lookAlikeSummary,
  sharedTraits,
  sharedTraitWords,
} from '@/features/company/lib/look-alike-format';

describe('what a similar company shares with the one open', () => {
  it('says it in words for the tooltip and the accessible name', () => {
    expect(sharedTraits({ traits: ['cnae', 'municipio', 'porte'] })).toBe(
      'Em comum: mesma atividade, mesmo município e mesmo porte',
    );
    expect(sharedTraits({ traits: ['idade'] })).toBe('Em comum: idade parecida');
    expect(sharedTraits({ traits: [] })).toBe('Mesma divisão de atividade');
  });

  it('lists the traits shared under each similarity, the shorter way', () => {
    expect(sharedTraitWords({ traits: ['idade', 'cnae', 'uf'] })).toBe('atividade · estado · idade');
    expect(sharedTraitWords({ traits: ['idade', 'cnae', 'uf', 'porte'] })).toBe(
      'tudo menos município, funcionários e faturamento',
    );
    expect(
      sharedTraitWords({
        traits: ['cnae', 'municipio', 'uf', 'porte', 'funcionarios', 'faturamento', 'idade'],
      }),
    ).toBe('tudo em comum');
    expect(sharedTraitWords({ traits: [] })).toBe('só a divisão');
  });

  it('explains equal scores: what all share and what none shares', () => {
    const same = { traits: ['cnae', 'uf', 'porte', 'idade'] as const };
    expect(lookAlikeSummary([same, same, same].map((r) => ({ traits: [...r.traits] })))).toBe(
      'Todas com mesma atividade, mesmo estado, mesmo porte e idade parecida; nenhuma com mesmo município, mesma faixa de funcionários e mesma faixa de faturamento.',
    );
    expect(
      lookAlikeSummary([
        { traits: ['cnae', 'municipio', 'uf', 'porte', 'funcionarios', 'faturamento', 'idade'] },
        { traits: ['porte', 'funcionarios', 'faturamento', 'idade'] },
      ]),
    ).toBe(
      'Todas com mesmo porte, mesma faixa de funcionários, mesma faixa de faturamento e idade parecida.',
    );
    expect(lookAlikeSummary([{ traits: ['cnae'] }, { traits: ['uf'] }])).toBe(
      'Nenhuma com mesmo município, mesmo porte, mesma faixa de funcionários, mesma faixa de faturamento e idade parecida.',
    );
    expect(lookAlikeSummary([{ traits: ['cnae'] }])).toBeNull();
  });

  it('names every trait the ranking compares with the weight it reads', () => {
    expect(lookAlikeCompared()).toBe(
      'Empresas ativas da mesma divisão de atividade (2 primeiros dígitos do CNAE), uma por empresa. A semelhança soma os pesos do que têm em comum com esta, sobre 12: o mesmo CNAE principal (4), o mesmo município (2), a mesma faixa de funcionários (2), o mesmo estado (1), o mesmo porte (1), a mesma faixa de faturamento (1) e a abertura até 3 anos antes ou depois (1).',
    );
    const other = { ...LOOK_ALIKE_WEIGHTS, porte: 5 };
    expect(lookAlikeCompared(other)).toMatch(/sobre 16: o mesmo porte \(5\), o mesmo CNAE principal \(4\),/);
  });
});
