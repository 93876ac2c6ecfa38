import { type ListSort, listSortOf, type ProspectingStatus } from '@prospecta/contracts/lists-companies-api';
import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router';
import { useMe } from '@/features/auth/api/get-me';
import type { ListTableScope } from '@/features/list-companies/api/get-list-companies';
import {
  KANBAN_PAGES_PARAM,
  type KanbanPages,
  kanbanPagesOf,
  kanbanPagesText,
} from '@/features/list-companies/lib/kanban-pages';
import {
  parseStatusFilter,
  type StatusFilter,
  statusesOf,
} from '@/features/list-companies/lib/status-filter';
import { useList } from '@/features/lists/api/get-list';
import { checkViewAs } from '@/features/lists/lib/view-as';
import { useSearchParams } from '@/lib/use-search-params';

/**
 * What the address says of the list's companies: the search, the status filter (from the kanban: the column a
 * company was opened from), whose statuses, and whether the list shows as the kanban.
 */
export type TableAddress = {
  query: string;
  /** The kanban's column pages as the address writes them (`colunas`, see useKanbanPages). */
  columns?: string | null;
  filter: StatusFilter | null;
  viewAs: string | null;
  kanban?: boolean;
  /** The table's order (absent: the default, the companies added last first). */
  sort?: ListSort;
};

/**
 * The address's part that says which companies the list shows and in what order: `busca`, `status`, `ordem`,
 * `ver_como` and `modo`.
 */
export function tableAddress({ query, filter, viewAs, kanban, sort, columns }: TableAddress): string {
  const params = new URLSearchParams();
  if (query) params.set('busca', query);
  if (filter) params.set('status', filter);
  if (sort && sort !== 'recent') params.set('ordem', sort);
  if (viewAs) params.set('ver_como', viewAs);
  if (kanban) params.set('modo', 'kanban');
  if (kanban && columns) params.set(KANBAN_PAGES_PARAM, columns);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The list table's search, status filter, order and whose statuses it shows (`ver_como`, an owner or a manager
 * looking at a seller's prospecting) as the address holds them (the list, its decision makers, a company in
 * it): the scope the API is asked for, and `withTable(path)`, a path that carries them on (to a company, back
 * to the list), so the table is found as it was left and a company's steps walk the companies it showed.
 * A company opened from the kanban walks its column; `listHref(path)`, the way back, finds the kanban whole.
 */
export function useListTableAddress() {
  const [params] = useSearchParams();
  const query = params.get('busca') ?? '';
  const filter = parseStatusFilter(params.get('status'));
  // Naming oneself is looking at one's own (which stays changeable); naming someone the user may not look at
  // (not an owner or a manager, or not someone working this list) is too, `viewAsRefused` saying why.
  const me = useMe();
  const { infosetId = '' } = useParams();
  const list = useList(infosetId);
  const { viewAs, refused: viewAsRefused } = checkViewAs(params.get('ver_como') || null, me.data, list.data);
  const kanban = params.get('modo') === 'kanban';
  const sort = listSortOf(params.get('ordem'));
  const columns = params.get(KANBAN_PAGES_PARAM);
  return useMemo(() => {
    const address = { query, filter, viewAs, kanban, sort, columns };
    const scope: ListTableScope = { query, statuses: statusesOf(filter), viewAs, sort };
    return {
      ...address,
      viewAsRefused,
      scope,
      withTable: (path: string) => path + tableAddress(address),
      listHref: (path: string) => path + tableAddress(kanban ? { ...address, filter: null } : address),
    };
  }, [query, filter, viewAs, viewAsRefused, kanban, sort, columns]);
}

/**
 * Shows the table filtered by `next` (null: every status) from its first page, in table mode on the companies
 * tab (a metric tile is pressed from the kanban or another tab too).
 */
export function useSetStatusFilter(): (next: StatusFilter | null) => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    (next) =>
      setParams(
        (p) => {
          if (next) p.set('status', next);
          else p.delete('status');
          for (const key of ['pagina', 'modo', 'aba', KANBAN_PAGES_PARAM]) p.delete(key);
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );
}

/** Orders the table by `next` from its first page (the default order leaves `ordem` out of the address). */
export function useSetListSort(): (next: ListSort) => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    (next) =>
      setParams(
        (p) => {
          if (next === 'recent') p.delete('ordem');
          else p.set('ordem', next);
          p.delete('pagina');
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );
}

/**
 * Each kanban column's page, kept in the address (replaced, not pushed) so a card opened and left with the
 * back button or the list's link, or a reload, finds every column on the page it was.
 */
export function useKanbanPages(): [KanbanPages, (status: ProspectingStatus, page: number) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(KANBAN_PAGES_PARAM);
  const pages = useMemo(() => kanbanPagesOf(value), [value]);
  const setPage = useCallback(
    (status: ProspectingStatus, page: number) =>
      setParams(
        (p) => {
          const text = kanbanPagesText({ ...kanbanPagesOf(p.get(KANBAN_PAGES_PARAM)), [status]: page });
          if (text) p.set(KANBAN_PAGES_PARAM, text);
          else p.delete(KANBAN_PAGES_PARAM);
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [pages, setPage];
}
