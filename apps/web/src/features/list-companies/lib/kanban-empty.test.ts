import { describe, expect, it } from 'vitest';
import { type ColumnAnswer, kanbanEmptyMessage } from '@/features/list-companies/lib/kanban-empty';

const none: ColumnAnswer = { total: 0, current: true };
const six = (column: ColumnAnswer | undefined = none) => Array.from({ length: 6 }, () => column);

describe('kanbanEmptyMessage (said once over the board instead of a drop hint in each column)', () => {
  it('says the search found nothing, with what was searched', () => {
    expect(kanbanEmptyMessage('  padaria ', six())).toBe('Nenhuma empresa encontrada para “padaria”.');
  });

  it('says an empty list has no companies', () => {
    expect(kanbanEmptyMessage('', six())).toBe('Esta lista ainda não tem empresas.');
  });

  it.each<[string, (ColumnAnswer | undefined)[]]>([
    ['a column with a company', [...six().slice(1), { total: 3, current: true }]],
    ['a column still loading', [...six().slice(1), undefined]],
    ["a column showing the previous search's answer", [...six().slice(1), { total: 0, current: false }]],
    ['no columns', []],
  ])('says nothing with %s', (_, columns) => {
    expect(kanbanEmptyMessage('padaria', columns)).toBeNull();
  });
});
