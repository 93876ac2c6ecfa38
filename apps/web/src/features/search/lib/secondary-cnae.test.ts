import { describe, expect, it } from 'vitest';
import {
  searchedSecondaryCnaes,
  secondaryCnaeMatch,
  secondaryCnaeText,
} from '@/features/search/lib/secondary-cnae';

const line = (...args: Parameters<typeof secondaryCnaeMatch>) => {
  const match = secondaryCnaeMatch(...args);
  return match ? secondaryCnaeText(match) : null;
};

const row = (main: number, secondary: number[]) => ({
  cnae_principal: { code: main, label: 'Restaurantes e similares' },
  cnaes_secundarios: secondary,
});
const retail = { value: 4711302, label: '4711-3/02 — Comércio varejista de mercadorias em geral' };
const bakery = { value: 4721102, label: '4721-1/02 — Padaria e confeitaria' };

describe('secondaryCnaeMatch', () => {
  it('names the picked code a row was found by among its secondary CNAEs', () => {
    expect(line(row(5611201, [4711302, 5620104]), [retail])).toBe(
      'CNAE secundário: 4711-3/02 — Comércio varejista de mercadorias em geral',
    );
  });

  it('says how many more picked codes it holds, naming the first picked', () => {
    expect(line(row(5611201, [4711302, 4721102]), [bakery, retail])).toBe(
      'CNAE secundário: 4721-1/02 — Padaria e confeitaria, e mais 1',
    );
  });

  it('says nothing when the main CNAE is a picked one, or no secondary is', () => {
    expect(line(row(4711302, [4721102]), [retail, bakery])).toBeNull();
    expect(line(row(5611201, [5620104]), [retail])).toBeNull();
    expect(line(row(5611201, [4711302]), [])).toBeNull();
  });

  it('writes a code not yet named (read back from an address) as the code', () => {
    expect(line(row(5611201, [4711302]), [{ value: 4711302, label: '4711302' }])).toBe(
      'CNAE secundário: 4711-3/02',
    );
  });
});

describe('searchedSecondaryCnaes', () => {
  it('gives the CNAEs picked under "CNAE secundário", none under "CNAE principal"', () => {
    expect(searchedSecondaryCnaes({ radios: { cnae: 'secundario' }, cnaes: [retail, bakery] })).toEqual([
      retail,
      bakery,
    ]);
    expect(searchedSecondaryCnaes({ radios: { cnae: 'principal' }, cnaes: [retail] })).toEqual([]);
  });
});
