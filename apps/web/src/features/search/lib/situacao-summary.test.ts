import { describe, expect, it } from 'vitest';
import { splitSituacoes } from '@/features/search/lib/situacao-summary';

const statuses = [
  { key: 'ATIVA', label: 'Ativa', count: 41612 },
  { key: 'BAIXADA', label: 'Baixada', count: 30422 },
  { key: 'INAPTA', label: 'Inapta', count: 6271 },
  { key: 'NULA', label: 'Nula', count: 0 },
];
const keys = (list: { key: string }[]) => list.map((s) => s.key);

describe('the summary counts by situação', () => {
  it('puts the situações the search keeps in the result and the others outside', () => {
    const split = splitSituacoes(statuses, { where: { ds_situacao_cnpj: ['ATIVA'] } });
    expect(keys(split.inResult)).toEqual(['ATIVA']);
    expect(keys(split.outside)).toEqual(['BAIXADA', 'INAPTA']);
  });
  it('keeps every situação without a situação filter, and drops zeros', () => {
    const split = splitSituacoes(statuses, {});
    expect(keys(split.inResult)).toEqual(['ATIVA', 'BAIXADA', 'INAPTA']);
    expect(split.outside).toEqual([]);
  });
  it('leaves out the situações excluded', () => {
    const split = splitSituacoes(statuses, { wherenot: { ds_situacao_cnpj: ['BAIXADA'] } });
    expect(keys(split.inResult)).toEqual(['ATIVA', 'INAPTA']);
    expect(keys(split.outside)).toEqual(['BAIXADA']);
  });
});
