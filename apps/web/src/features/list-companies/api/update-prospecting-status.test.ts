import {
  type ListCompany,
  PROSPECTING_STATUS_LABELS,
  type ProspectingStatus,
  statusChangedElsewhereMessage,
} from '@prospecta/contracts/lists-companies-api';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { kanbanColumnKey } from '@/features/list-companies/api/get-kanban-column';
import { LIST_COMPANIES_KEY, scopeKey } from '@/features/list-companies/api/get-list-companies';
import {
  changedElsewhereTo,
  rollBackStatusChange,
  type StatusChange,
  showStatusChange,
  statusChangeUrl,
  touchedByMove,
} from '@/features/list-companies/api/update-prospecting-status';
import { ApiError } from '@/lib/api-errors';

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

describe('a change refused because another device changed the status first (409)', () => {
  const company = (id: string, status: ProspectingStatus): ListCompany => ({
    id,
    status,
    cnpj: '11222333000181',
    name: `Empresa ${id}`,
    createdAt: '2026-01-01T00:00:00.000Z',
    cnpjsGroup: [],
    additionalData: null,
    administrationData: null,
    website: null,
  });
  const column = (status: ProspectingStatus, companies: ListCompany[]) => ({
    status,
    label: PROSPECTING_STATUS_LABELS[status],
    total: companies.length,
    page: 1,
    total_pages: 1,
    companies,
  });
  const columnKey = (status: ProspectingStatus) => kanbanColumnKey('l1', status, 1, '');
  const tableKey = [...LIST_COMPANIES_KEY, 'l1', 'table', { page: 1 }];
  const pageKey = one('c1');

  /** A tab showing c1 "A prospectar" in its table, its kanban and its own page; c2 "Contatado". */
  function seeded() {
    const client = new QueryClient();
    const c1 = company('c1', 'a_prospectar');
    const c2 = company('c2', 'contatado');
    client.setQueryData(tableKey, { companies: [c1, c2], total: 2, page: 1, total_pages: 1 });
    client.setQueryData(pageKey, c1);
    client.setQueryData(columnKey('a_prospectar'), column('a_prospectar', [c1]));
    client.setQueryData(columnKey('contatado'), column('contatado', [c2]));
    client.setQueryData(columnKey('interessado'), column('interessado', []));
    const change: StatusChange = {
      listId: 'l1',
      company: c1,
      to: 'contatado',
      kanban: { column: columnKey, card: c1 },
    };
    const statusIn = (key: readonly unknown[]) =>
      client.getQueryData<{ companies: ListCompany[] }>(key)?.companies.map((c) => `${c.id}:${c.status}`);
    return { client, change, statusIn };
  }
  const refused = (body: unknown, status = 409) => new ApiError(status, body);

  it('reads the status the company has now from the answer, and nothing from another refusal', () => {
    const body = { message: statusChangedElsewhereMessage('interessado'), current_status: 'interessado' };
    expect(changedElsewhereTo(refused(body))).toBe('interessado');
    expect(changedElsewhereTo(refused(body, 403))).toBeNull();
    expect(changedElsewhereTo(refused({ message: 'Já existe' }))).toBeNull();
    expect(changedElsewhereTo(refused({ ...body, current_status: 'ganho' }))).toBeNull();
    expect(changedElsewhereTo(new Error('offline'))).toBeNull();
  });

  it('puts the company where the other device put it: table, its page, the kanban card moved', async () => {
    const { client, change, statusIn } = seeded();
    const undo = await showStatusChange(client, change);
    // On screen at once: the card in "Contatado".
    expect(statusIn(columnKey('contatado'))).toEqual(['c1:contatado', 'c2:contatado']);
    const error = refused({
      message: statusChangedElsewhereMessage('interessado'),
      current_status: 'interessado',
    });
    rollBackStatusChange(client, error, change, [undo]);
    expect(statusIn(tableKey)).toEqual(['c1:interessado', 'c2:contatado']);
    expect(client.getQueryData<ListCompany>(pageKey)?.status).toBe('interessado');
    expect(statusIn(columnKey('a_prospectar'))).toEqual([]);
    expect(client.getQueryData<{ total: number }>(columnKey('a_prospectar'))?.total).toBe(0);
    expect(statusIn(columnKey('contatado'))).toEqual(['c2:contatado']);
    expect(client.getQueryData<{ total: number }>(columnKey('contatado'))?.total).toBe(1);
    expect(statusIn(columnKey('interessado'))).toEqual(['c1:interessado']);
    expect(client.getQueryData<{ total: number }>(columnKey('interessado'))?.total).toBe(1);
  });

  it('puts it back where it was on any other refusal', async () => {
    const { client, change, statusIn } = seeded();
    const undo = await showStatusChange(client, change);
    rollBackStatusChange(client, refused({ message: 'Sem permissão' }, 403), change, [undo]);
    expect(statusIn(tableKey)).toEqual(['c1:a_prospectar', 'c2:contatado']);
    expect(client.getQueryData<ListCompany>(pageKey)?.status).toBe('a_prospectar');
    expect(statusIn(columnKey('a_prospectar'))).toEqual(['c1:a_prospectar']);
    expect(statusIn(columnKey('contatado'))).toEqual(['c2:contatado']);
    expect(statusIn(columnKey('interessado'))).toEqual([]);
  });

  it('undoes a chain of changes to before its first: the card leaves the column it was shown in last', async () => {
    const { client, change, statusIn } = seeded();
    const first = await showStatusChange(client, change);
    // Made on top of the first while it was on its way: "Contatado" → "Interessado".
    const second: StatusChange = {
      ...change,
      company: { ...change.company, status: 'contatado' },
      to: 'interessado',
      kanban: change.kanban && { ...change.kanban, card: { ...change.kanban.card, status: 'contatado' } },
    };
    const then = await showStatusChange(client, second);
    expect(statusIn(columnKey('interessado'))).toEqual(['c1:interessado']);
    // The first failed (superseded, nothing undone), the second refused: another device set "Contatado".
    const error = refused({
      message: statusChangedElsewhereMessage('contatado'),
      current_status: 'contatado',
    });
    rollBackStatusChange(client, error, second, [first, then]);
    expect(statusIn(tableKey)).toEqual(['c1:contatado', 'c2:contatado']);
    expect(statusIn(columnKey('a_prospectar'))).toEqual([]);
    expect(statusIn(columnKey('contatado'))).toEqual(['c1:contatado', 'c2:contatado']);
    expect(statusIn(columnKey('interessado'))).toEqual([]);
  });

  it('sends the status the screen shows as from_status ("Desfazer": the status it undoes)', () => {
    const { change } = seeded();
    expect(statusChangeUrl(change)).toBe(
      '/info_sets/l1/company/user_prospecting_data?from_status=a_prospectar&skip_handle_error=true',
    );
    const undo = {
      ...change,
      company: { ...change.company, status: 'contatado' as const },
      to: 'a_prospectar' as const,
    };
    expect(statusChangeUrl(undo)).toContain('from_status=contatado');
    // Made on top of a change that failed: from the status the server still has.
    expect(statusChangeUrl(undo, 'a_prospectar')).toContain('from_status=a_prospectar');
  });
});
