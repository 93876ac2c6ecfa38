import type {
  ListCompany,
  ListDecisorsResponse,
  ProspectingStatus,
  prospectingDataSchema,
} from '@prospecta/contracts/lists-companies-api';
import { KANBAN_PAGE_SIZE, prospectingConflictBodySchema } from '@prospecta/contracts/lists-companies-api';
import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { KanbanColumn } from '@/features/list-companies/api/get-kanban-column';
import type { ListCompaniesPage } from '@/features/list-companies/api/get-list-companies';
import {
  LIST_COMPANIES_KEY,
  LIST_QUERY_KIND_AT,
  type ScopeKey,
} from '@/features/list-companies/api/get-list-companies';
import { moveStepsInCache } from '@/features/list-companies/api/move-steps-cache';
import { withCard, withoutCard } from '@/features/list-companies/lib/kanban-moves';
import { announceListChange, STATUS_MUTATION_KEY } from '@/features/list-companies/lib/list-sync';
import { StatusChains } from '@/features/list-companies/lib/status-chains';
import { api } from '@/lib/api-client';
import { ApiError, SKIP_HANDLE_ERROR } from '@/lib/api-errors';

export type ProspectingData = z.infer<typeof prospectingDataSchema>;

export type StatusChange = {
  listId: string;
  /** The company in the list (its id and current status; the table, detail and decisors pages hold more). */
  company: Pick<ListCompany, 'id' | 'status'>;
  to: ProspectingStatus;
  /**
   * The kanban on screen: the key of each status's column as shown (its page), and the card moved; absent
   * elsewhere. `onRolledBack`: called once a refused move is undone, with the column the card is in then (its
   * own, or the one another device moved it to: the keyboard's focus goes to the card there).
   */
  kanban?: {
    column: (status: ProspectingStatus) => QueryKey;
    card: ListCompany;
    onRolledBack?: (now: ProspectingStatus) => void;
  };
  /** Called once a refused change is undone (the toast that offered "Desfazer" closes: nothing to undo). */
  onRolledBack?: () => void;
};

/**
 * PATCH /info_sets/:id/company/user_prospecting_data?from_status= — the signed-in user's status of one company,
 * from the status the screen shows it in (a "Desfazer" from the status it undoes; `from`, a change made on top of
 * one that failed, from the status the server still has): changed meanwhile on another device, it is refused
 * with 409 and the status now (`changedElsewhereTo`). A refusal is told once, by the screen that rolls the change
 * back (with the server's reason), not by the global handler too.
 */
export function updateProspectingStatus(
  change: StatusChange,
  from: ProspectingStatus = change.company.status,
): Promise<ProspectingData> {
  return api.patch<ProspectingData>(statusChangeUrl(change, from), {
    company_id: change.company.id,
    user_prospecting_data: { status: change.to },
  });
}

/** The PATCH's address: the list, and the status the change is made from. */
export function statusChangeUrl(
  { listId, company }: Pick<StatusChange, 'listId' | 'company'>,
  from: ProspectingStatus = company.status,
): string {
  const params = new URLSearchParams({ from_status: from, [SKIP_HANDLE_ERROR]: 'true' });
  return `/info_sets/${encodeURIComponent(listId)}/company/user_prospecting_data?${params}`;
}

/** The status the company has now when a change was refused for being changed elsewhere (409); else null. */
export function changedElsewhereTo(error: unknown): ProspectingStatus | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = prospectingConflictBodySchema.safeParse(error.body);
  return body.success ? body.data.current_status : null;
}

/**
 * Writes a company's move to `to` in every cache of the list: table rows, its own pages and the steps around
 * it, the decision makers, and the kanban columns it leaves and joins. Answers what undoes the steps' late
 * shifts (`moveStepsInCache`).
 */
export function writeStatusInCache(
  queryClient: QueryClient,
  { listId, company, to, kanban }: Pick<StatusChange, 'listId' | 'company' | 'to' | 'kanban'>,
): () => void {
  const scope = [...LIST_COMPANIES_KEY, listId];
  // The table's and the decision makers' pages hold the company's row the same way.
  const moved = <P extends ListCompaniesPage | ListDecisorsResponse>(page: P | undefined) =>
    page && {
      ...page,
      companies: page.companies.map((c) => (c.id === company.id ? { ...c, status: to } : c)),
    };
  queryClient.setQueriesData<ListCompaniesPage>({ queryKey: [...scope, 'table'] }, moved);
  // The company's page, whatever search its neighbours follow, and the steps of the pages around it.
  const undoSteps = moveStepsInCache(queryClient, listId, company, to);
  queryClient.setQueriesData<ListDecisorsResponse>({ queryKey: [...scope, 'decisors'] }, moved);
  if (kanban && to !== company.status) {
    queryClient.setQueryData<KanbanColumn>(kanban.column(company.status), (c) =>
      c ? withoutCard(c, company.id, KANBAN_PAGE_SIZE) : c,
    );
    queryClient.setQueryData<KanbanColumn>(kanban.column(to), (c) =>
      c ? withCard(c, kanban.card, KANBAN_PAGE_SIZE) : c,
    );
  }
  return undoSteps;
}

type Snapshot = [QueryKey, unknown][];
/**
 * What a refused change puts back: the list's queries as they were, the steps shifted since, and the status the
 * company was shown in before it.
 */
export type Undo = { snapshot: Snapshot; undoSteps: () => void; from: ProspectingStatus };

/**
 * The change on screen at once (the mutation's `onMutate`): the list's queries it writes are cancelled (not the
 * other companies' pages: the next one, fetched ahead so "Próxima" opens at once, was thrown away when its
 * request was under way, and the step waited for it), kept as they were, and written.
 */
export async function showStatusChange(queryClient: QueryClient, change: StatusChange): Promise<Undo> {
  const scope = [...LIST_COMPANIES_KEY, change.listId];
  await queryClient.cancelQueries({
    queryKey: scope,
    predicate: ({ queryKey }) => !ofAnotherCompany(queryKey, change.company.id),
  });
  const snapshot: Snapshot = queryClient.getQueriesData({ queryKey: scope });
  return { snapshot, undoSteps: writeStatusInCache(queryClient, change), from: change.company.status };
}

/**
 * A refused change (the mutation's `onError`), with the changes of the company it had superseded (`undos`, the
 * earliest first): every touched query goes back to before the first of them; refused for a status changed on
 * another device meanwhile (409), the company then goes where that device put it (the answer's status), so the
 * other change is shown, never lost.
 */
export function rollBackStatusChange(
  queryClient: QueryClient,
  error: unknown,
  change: StatusChange,
  undos: readonly Undo[],
): void {
  const [first] = undos;
  for (const [key, data] of first?.snapshot ?? []) queryClient.setQueryData(key, data);
  for (const undo of [...undos].reverse()) undo.undoSteps();
  const now = changedElsewhereTo(error);
  const shown = first?.from ?? change.company.status;
  if (now)
    writeStatusInCache(queryClient, { ...change, company: { ...change.company, status: shown }, to: now });
}

/**
 * What a tab keeps of its status changes on their way, per query client: each company's chain
 * (`lib/status-chains.ts`), and the moves answered while others were on their way, read once the last lands.
 */
type InFlight = { chains: StatusChains<StatusChange, Undo>; movesToRead: ListMove[] };
type ListMove = Move & { listId: string };
const inFlightOf = new WeakMap<QueryClient, InFlight>();
function inFlight(queryClient: QueryClient): InFlight {
  let state = inFlightOf.get(queryClient);
  if (!state) {
    state = { chains: new StatusChains(), movesToRead: [] };
    inFlightOf.set(queryClient, state);
  }
  return state;
}

/**
 * Spec §4: the status changes on screen at once (table rows, the detail and the kanban columns shown);
 * when the server does not answer 2xx every touched cache goes back (or on to the status another device set)
 * and `onRefused` tells the user — for every refused change, not only the last one made (a mutation's own
 * callbacks, unlike `mutate`'s, run for each). This tab's changes are sent one after another (`scope`), each
 * from the status the last one left: sent at once, a later one could reach the server first and be refused as
 * changed elsewhere. A change made on top of one that then failed is sent from the status the server still has,
 * and decides alone what the screen shows (`StatusChains`): the one that failed is neither undone nor told.
 */
export function useUpdateProspectingStatus(onRefused: (error: unknown, change: StatusChange) => void) {
  const queryClient = useQueryClient();
  const { chains, movesToRead } = inFlight(queryClient);
  return useMutation({
    mutationKey: STATUS_MUTATION_KEY,
    scope: { id: STATUS_MUTATION_KEY.join(':') },
    mutationFn: (change: StatusChange) => updateProspectingStatus(change, chains.sentFrom(change)),
    onMutate: async (change) => {
      const undo = await showStatusChange(queryClient, change);
      chains.made(change, undo);
      return undo;
    },
    onError: (error, change) => {
      const refusal = chains.refused(change, changedElsewhereTo(error) !== null);
      if (refusal.superseded) return;
      rollBackStatusChange(queryClient, error, change, refusal.undo);
      onRefused(error, change);
    },
    // The other tabs on this list read it again (lib/list-sync.ts).
    onSuccess: (_data, change) => {
      chains.done(change);
      announceListChange(change.listId);
    },
    // What the change moves is read again: the list's tables, metrics and decision makers, the two kanban columns
    // it left and joined (a move read all six again: seven requests for one card), and the company's own page
    // only where its place is not known here (a kanban column, the status order). Never the other companies'
    // pages: their steps are worked out (move-steps-cache.ts), and the one fetched ahead opens without a request.
    // Changed elsewhere, the column it is in now too. Not while another change of this tab is on its way: read
    // then, the server's answer (without that change) would show its company back where it was until it lands;
    // the last change answered reads what they all moved.
    onSettled: (_data, error, change) => {
      chains.settled(change);
      const { listId, company, to } = change;
      const now = changedElsewhereTo(error);
      movesToRead.push({ listId, id: company.id, from: company.status, to });
      if (now !== null) movesToRead.push({ listId, id: company.id, from: company.status, to: now });
      // This change counts as on its way until its callbacks end.
      if (queryClient.isMutating({ mutationKey: STATUS_MUTATION_KEY }) > 1) return;
      const read = movesToRead.splice(0);
      return queryClient.invalidateQueries({
        queryKey: LIST_COMPANIES_KEY,
        predicate: ({ queryKey }) =>
          read.some((move) => queryKey[LIST_AT] === move.listId && touchedByMove(queryKey, move)),
      });
    },
  });
}

const KIND_AT = LIST_QUERY_KIND_AT;
/** Where a list query's key holds the list's id. */
const LIST_AT = LIST_COMPANIES_KEY.length;

/** Whether `key` is the page of a company other than `id` (`[..., listId, 'one', companyId, scope]`). */
const ofAnotherCompany = (key: QueryKey, id: string) => key[KIND_AT] === 'one' && key[KIND_AT + 1] !== id;

type Move = { id: string; from: ProspectingStatus; to: ProspectingStatus };

/** Whether a query of the list is read again after a company's move from `from` to `to`. */
export function touchedByMove(key: QueryKey, move: Move): boolean {
  const kind = key[KIND_AT];
  if (kind === 'kanban') return key[KIND_AT + 1] === move.from || key[KIND_AT + 1] === move.to;
  if (kind !== 'one') return true;
  if (key[KIND_AT + 1] !== move.id) return false;
  const scope = key[KIND_AT + 2] as ScopeKey | undefined;
  return scope?.order === 'kanban' || scope?.sort === 'status' || scope?.sort === 'status_desc';
}
