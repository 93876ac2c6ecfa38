import type { ListCompany, ProspectingStatus } from '@prospecta/contracts/lists-companies-api';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  LIST_COMPANIES_KEY,
  LIST_QUERY_KIND_AT,
  type ScopeKey,
} from '@/features/list-companies/api/get-list-companies';
import {
  countsMoved,
  moveInScope,
  ownStepsAfterMove,
  type Steps,
  stepsAfterMove,
} from '@/features/list-companies/lib/move-steps';

const KIND_AT = LIST_QUERY_KIND_AT;
type Moved = { around: Steps; move: 'left' | 'back'; scope: ScopeKey };

/**
 * A status change on the companies' pages of a list (`[..., listId, 'one', companyId, scope]`) without reading
 * any again: the company's own pages get the status, and where it leaves a status filter (or comes back into
 * it) its steps say `outside` and the other companies' pages of that scope step past it (or to it again) and
 * count one fewer (or more), `lib/move-steps.ts`. A page still under way (the next company, fetched ahead) may
 * answer as the list was before the change: it is shifted when it comes, if it still counts the company.
 * Answers what undoes the late shifts of a refused change (those pages are read again; the snapshot the
 * change keeps had no data for them).
 */
export function moveStepsInCache(
  queryClient: QueryClient,
  listId: string,
  company: Pick<ListCompany, 'id' | 'status'>,
  to: ProspectingStatus,
): () => void {
  const pagesKey = [...LIST_COMPANIES_KEY, listId, 'one'];
  const pages = queryClient.getQueriesData<ListCompany>({ queryKey: pagesKey });
  const moved = new Map<string, Moved>();
  for (const [key, page] of pages) {
    if (key[KIND_AT + 1] !== company.id || !page) continue;
    const scope = key[KIND_AT + 2] as ScopeKey;
    const move = moveInScope(scope, company.status, to);
    const own = move && page.neighbours ? ownStepsAfterMove(page.neighbours, move, scope) : null;
    if (move && page.neighbours) moved.set(JSON.stringify(scope), { around: page.neighbours, move, scope });
    queryClient.setQueryData<ListCompany>(key, { ...page, status: to, ...(own ? { neighbours: own } : {}) });
  }
  const nothing = () => undefined;
  if (moved.size === 0) return nothing;
  const movedOf = (key: QueryKey) =>
    key[KIND_AT + 1] === company.id ? undefined : moved.get(JSON.stringify(key[KIND_AT + 2]));
  const shift = (key: QueryKey, page: ListCompany | undefined): boolean => {
    const at = movedOf(key);
    if (!at || !page?.neighbours || !countsMoved(page.neighbours, at.around, at.move)) return false;
    const neighbours = stepsAfterMove(page.neighbours, company.id, at.around, at.move, at.scope);
    queryClient.setQueryData<ListCompany>(key, { ...page, neighbours });
    return true;
  };
  for (const [key, page] of pages) shift(key, page);

  const cache = queryClient.getQueryCache();
  const waiting = new Set(
    cache
      .findAll({ queryKey: pagesKey, fetchStatus: 'fetching' })
      .filter((query) => movedOf(query.queryKey))
      .map((query) => query.queryHash),
  );
  if (waiting.size === 0) return nothing;
  const late: QueryKey[] = [];
  const stop = cache.subscribe((event) => {
    if (!waiting.has(event.query.queryHash)) return;
    if (event.type === 'removed') waiting.delete(event.query.queryHash);
    else if (event.type === 'updated' && event.query.state.fetchStatus === 'idle') {
      waiting.delete(event.query.queryHash);
      if (event.action.type === 'success' && shift(event.query.queryKey, event.query.state.data))
        late.push(event.query.queryKey);
    }
    if (waiting.size === 0) stop();
  });
  return () => {
    stop();
    for (const key of late) void queryClient.invalidateQueries({ queryKey: key, exact: true });
  };
}
