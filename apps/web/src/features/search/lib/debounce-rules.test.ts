import { pageOffset } from '@prospecta/contracts/query-rules';
import type { SearchQueryInput } from '@prospecta/contracts/search-query';
import { describe, expect, it } from 'vitest';
import { decideCommit, filterKey } from '@/features/search/lib/debounce-rules';

const query = (where: Record<string, unknown>, page = 1): SearchQueryInput => ({
  search: { where, offset: pageOffset(page), return_size: 10 },
});
// A new order, as the screen sends it: in the query and in the address the screen keeps with it.
const byRevenue = (q: SearchQueryInput): SearchQueryInput => ({
  search: { ...q.search, sort_by: [{ field: 'vl_faturamento', order: 'desc' }] },
  special_filter: { url: 'sort=maior_faturamento' },
});

describe('debounce decisions (spec §9)', () => {
  const sp = query({ sg_uf: ['SP'] });

  it.each([
    ['the first load runs at once', null, sp, 1, 0, 'initial'],
    [
      'a filter change waits 3000 ms before the potential is recounted',
      sp,
      query({ sg_uf: ['RJ'] }),
      1,
      3000,
      'filters',
    ],
    ['a move to a page above 1 waits 800 ms', sp, query({ sg_uf: ['SP'] }, 3), 3, 800, 'page'],
    ['going back to page 1 runs at once', query({ sg_uf: ['SP'] }, 3), sp, 1, 0, 'page'],
    ['the same query needs nothing', sp, query({ sg_uf: ['SP'] }), 1, 0, 'none'],
    ['a new order runs at once (the same companies: nothing to recount)', sp, byRevenue(sp), 1, 0, 'order'],
  ] as const)('%s', (_name, committed, next, page, delayMs, reason) => {
    expect(decideCommit(committed, next, page)).toEqual({ delayMs, reason });
  });

  it('a page whose answer is in hand (seen a moment ago) is shown at once; filters still wait', () => {
    expect(decideCommit(sp, query({ sg_uf: ['SP'] }, 3), 3, true)).toEqual({ delayMs: 0, reason: 'page' });
    expect(decideCommit(sp, query({ sg_uf: ['RJ'] }), 1, true).delayMs).toBe(3000);
  });

  it('a filter change on page 3 (back to page 1) still waits for the recount', () => {
    expect(decideCommit(query({ sg_uf: ['SP'] }, 3), query({ sg_uf: ['RJ'] }), 1).delayMs).toBe(3000);
  });

  it('a new order together with a new filter waits for the recount', () => {
    expect(decideCommit(byRevenue(sp), query({ sg_uf: ['RJ'] }), 1)).toEqual({
      delayMs: 3000,
      reason: 'filters',
    });
  });

  it('keys a query by its filters, not its page', () => {
    expect(filterKey(query({ sg_uf: ['SP'] }, 1))).toBe(filterKey(query({ sg_uf: ['SP'] }, 9)));
    expect(filterKey(query({ sg_uf: ['SP'] }))).not.toBe(filterKey(query({ sg_uf: ['RJ'] })));
  });

  it('pages hold 10 results: offset = 10 × (page − 1)', () => {
    expect([1, 2, 10].map((p) => pageOffset(p))).toEqual([0, 10, 90]);
  });
});
