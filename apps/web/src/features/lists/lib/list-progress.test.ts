import type { InfoSet } from '@prospecta/contracts/lists-api';
import { describe, expect, it } from 'vitest';
import { listProgress, listRowHref, progressViewAs } from '@/features/lists/lib/list-progress';

const SELLER = { id: 'u-vendas', name: 'Vitor Vendas', email: 'vendas@x.dev', role: 'user' as const };
const MANAGER_ID = 'u-gerente';
const list = (patch: Partial<InfoSet> = {}) => ({
  contacts: 6,
  prospected: 3,
  prospectedBy: SELLER.id,
  author: SELLER,
  members: [{ id: 'u-sdr', name: 'Sofia Prospectora', email: 'sdr@x.dev' }],
  ...patch,
});

describe('the lists root’s progress of a list', () => {
  it('counts the author’s work for a manager who supervises it, says whose, and opens the list on it', () => {
    expect(listProgress(list(), MANAGER_ID)).toEqual({
      percent: 50,
      words: '3 de 6 trabalhadas por Vitor Vendas (50%)',
    });
    expect(progressViewAs(list(), MANAGER_ID)).toBe(SELLER.id);
    expect(listRowHref('/infosets/l1', list(), MANAGER_ID)).toBe('/infosets/l1?ver_como=u-vendas');
  });

  it('is the user’s own, in the words it had, on a list they work', () => {
    const mine = list({ prospectedBy: 'u-sdr', prospected: 1 });
    expect(listProgress(mine, 'u-sdr')).toEqual({ percent: 17, words: '1 de 6 trabalhadas (17%)' });
    expect(listRowHref('/infosets/l1', mine, 'u-sdr')).toBe('/infosets/l1');
  });

  it('names a member whose work it counts, and no one it cannot name', () => {
    expect(listProgress(list({ prospectedBy: 'u-sdr' }), MANAGER_ID)?.words).toBe(
      '3 de 6 trabalhadas por Sofia Prospectora (50%)',
    );
    expect(listProgress(list({ prospectedBy: 'u-gone' }), MANAGER_ID)?.words).toBe(
      '3 de 6 trabalhadas por outro usuário (50%)',
    );
  });

  it('shows nothing for an empty list, and reads a page kept offline without `prospectedBy` as the user’s', () => {
    expect(listProgress(list({ contacts: 0, prospected: 0 }), MANAGER_ID)).toBeNull();
    const old = list({ prospectedBy: undefined as unknown as string });
    expect(progressViewAs(old, MANAGER_ID)).toBeNull();
    expect(listRowHref('/infosets/l1', old, MANAGER_ID)).toBe('/infosets/l1');
    expect(listProgress({ ...old, contacts: 1000, prospected: 1000 }, MANAGER_ID)?.words).toBe(
      '1.000 de 1.000 trabalhadas (100%)',
    );
  });
});
