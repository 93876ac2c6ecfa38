import { describe, expect, it } from 'vitest';
import { kanbanColumnKey } from '@/features/list-companies/api/get-kanban-column';
import { LIST_COMPANIES_KEY, scopeKey } from '@/features/list-companies/api/get-list-companies';
import { touchedByMove } from '@/features/list-companies/api/update-prospecting-status';

const move = { id: 'c1', from: 'a_prospectar', to: 'contatado' } as const;
const one = (id: string, scope: Parameters<typeof scopeKey>[0] = { query: '', statuses: [] }) => [
  ...LIST_COMPANIES_KEY,
  'l1',
  'one',
  id,
  scopeKey(scope),
];

describe('what a status change reads again', () => {
  it('the two kanban columns of the move, not the other four', () => {
    const column = (status: Parameters<typeof kanbanColumnKey>[1]) => kanbanColumnKey('l1', status, 1, '');
    expect(touchedByMove(column('a_prospectar'), move)).toBe(true);
    expect(touchedByMove(column('contatado'), move)).toBe(true);
    for (const other of ['interessado', 'interesse_futuro', 'sucesso', 'descartado'] as const)
      expect(touchedByMove(column(other), move)).toBe(false);
  });

  it('the tables, the metrics and the decision makers', () => {
    for (const key of [
      [...LIST_COMPANIES_KEY, 'l1', 'table', { page: 1 }],
      [...LIST_COMPANIES_KEY, 'l1', 'metrics', null],
      [...LIST_COMPANIES_KEY, 'l1', 'decisors', { page: 1 }],
    ])
      expect(touchedByMove(key, move)).toBe(true);
  });

  it("never another company's page (the next one, fetched ahead), whatever its scope", () => {
    expect(touchedByMove(one('c2'), move)).toBe(false);
    expect(touchedByMove(one('c2', { query: '', statuses: ['a_prospectar'] }), move)).toBe(false);
    expect(touchedByMove(one('c2', { query: '', statuses: [], order: 'kanban' }), move)).toBe(false);
  });

  it("the company's own page only where its place is not worked out here: a kanban column, the status order", () => {
    expect(touchedByMove(one('c1'), move)).toBe(false);
    expect(touchedByMove(one('c1', { query: '', statuses: ['a_prospectar'] }), move)).toBe(false);
    expect(touchedByMove(one('c1', { query: '', statuses: ['a_prospectar'], order: 'kanban' }), move)).toBe(
      true,
    );
    expect(touchedByMove(one('c1', { query: '', statuses: [], sort: 'status' }), move)).toBe(true);
    expect(touchedByMove(one('c1', { query: '', statuses: [], sort: 'status_desc' }), move)).toBe(true);
  });
});
