import {
  KANBAN_PAGE_SIZE,
  type ListCompany,
  PROSPECTING_STATUSES,
} from '@prospecta/contracts/lists-companies-api';
import { describe, expect, it } from 'vitest';
import {
  type KanbanColumn,
  pageAfterLoad,
  statusOfDrop,
  withCard,
  withoutCard,
} from '@/features/list-companies/lib/kanban-moves';

const company = (id: string): ListCompany => ({
  id,
  status: 'a_prospectar',
  cnpj: '11222333000181',
  name: `Empresa ${id}`,
  createdAt: '2025-01-01T00:00:00Z',
  cnpjsGroup: [],
  additionalData: null,
  administrationData: null,
  website: null,
});
const column = (status: KanbanColumn['status'], ids: string[], total = ids.length): KanbanColumn => ({
  status,
  label: status,
  total,
  page: 1,
  total_pages: Math.max(1, Math.ceil(total / KANBAN_PAGE_SIZE)),
  companies: ids.map(company),
});

describe('kanban moves', () => {
  it('takes the card out of its column', () => {
    const next = withoutCard(column('a_prospectar', ['a', 'b'], 11), 'a', KANBAN_PAGE_SIZE);
    expect(next.companies.map((c) => c.id)).toEqual(['b']);
    expect([next.total, next.total_pages]).toEqual([10, 1]);
  });

  it('puts the card on top of the target with the target status, keeping 10 a page', () => {
    const ids = Array.from({ length: 10 }, (_, i) => `t${i}`);
    const next = withCard(column('contatado', ids), company('a'), KANBAN_PAGE_SIZE);
    expect(next.companies[0]).toMatchObject({ id: 'a', status: 'contatado' });
    expect(next.companies).toHaveLength(10);
    expect([next.total, next.total_pages]).toEqual([11, 2]);
  });

  it('a card not in the column leaves it as is', () => {
    const before = column('sucesso', ['x']);
    expect(withoutCard(before, 'zz', KANBAN_PAGE_SIZE)).toBe(before);
  });

  it.each([
    ['a full page stays', ['a'], 3, 2, 3],
    ['an empty page steps back', [], 3, 2, 2],
    ['an empty first page stays', [], 1, 0, 1],
    ['an empty page far past the end goes to the last', [], 9, 2, 2],
  ])('%s', (_, ids, page, totalPages, expected) => {
    expect(pageAfterLoad({ companies: ids.map(company), total_pages: totalPages }, page)).toBe(expected);
  });

  it.each([
    ['column:contatado', 'contatado'],
    ['column:nope', null],
    ['card:1', null],
    [null, null],
  ])('drop on %s → %s', (id, expected) => {
    expect(statusOfDrop(id, PROSPECTING_STATUSES)).toBe(expected);
  });
});
