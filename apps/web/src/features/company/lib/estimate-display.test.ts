import { describe, expect, it } from 'vitest';
import { noCompanyEstimateReason, noEstimateReason } from '@/features/company/lib/estimate-display';

const ATIVA = { code: 2, label: 'Ativa' };
const BAIXADA = { code: 8, label: 'Baixada' };
const INAPTA = { code: 4, label: 'Inapta' };

describe('noEstimateReason', () => {
  it.each([
    ['an active establishment with 0 (a real 0 stands)', ATIVA, 0, null],
    ['an active establishment with a figure', ATIVA, 12, null],
    ['an active establishment with none (the screen shows "—" by itself)', ATIVA, null, null],
    ['a real figure of a closed establishment', BAIXADA, 5, null],
    [
      'a closed establishment with 0',
      BAIXADA,
      0,
      'Sem estimativa: o estabelecimento não está ativo (situação baixada).',
    ],
    [
      'an unfit establishment with nothing',
      INAPTA,
      null,
      'Sem estimativa: o estabelecimento não está ativo (situação inapta).',
    ],
  ])('%s', (_case, situacao, value, expected) => {
    expect(noEstimateReason(situacao, value)).toBe(expected);
  });
});

describe('noCompanyEstimateReason', () => {
  it('a closed establishment whose company sums 0: said why', () => {
    expect(noCompanyEstimateReason(BAIXADA, 0)).toMatch(/^Sem estimativa: nenhum estabelecimento ativo/);
  });
  it('a closed establishment of a company with active ones: the sum stands', () => {
    expect(noCompanyEstimateReason(BAIXADA, 340)).toBeNull();
  });
  it('an active establishment: the sum stands', () => {
    expect(noCompanyEstimateReason(ATIVA, 0)).toBeNull();
  });
});
