import { describe, expect, it } from 'vitest';
import { kanbanColumnKey } from '@/features/list-companies/api/get-kanban-column';
import { LIST_COMPANIES_KEY } from '@/features/list-companies/api/get-list-companies';
import { touchedByMove } from '@/features/list-companies/api/update-prospecting-status';

describe('what a status change reads again', () => {
  it('the two kanban columns of the move, not the other four', () => {
    const column = (status: Parameters<typeof kanbanColumnKey>[1]) => kanbanColumnKey('l1', status, 1, '');
    expect(touchedByMove(column('a_prospectar'), 'a_prospectar', 'contatado')).toBe(true);
    expect(touchedByMove(column('contatado'), 'a_prospectar', 'contatado')).toBe(true);
    for (const other of ['interessado', 'interesse_futuro', 'sucesso', 'descartado'] as const)
      expect(touchedByMove(column(other), 'a_prospectar', 'contatado')).toBe(false);
  });

  it("everything else of the list: its tables, a company's page, the metrics", () => {
    for (const key of [
      [...LIST_COMPANIES_KEY, 'l1', 'table', { page: 1 }],
      [...LIST_COMPANIES_KEY, 'l1', 'one', 'c1'],
      [...LIST_COMPANIES_KEY, 'l1', 'metrics', null],
    ])
      expect(touchedByMove(key, 'a_prospectar', 'contatado')).toBe(true);
  });
});
