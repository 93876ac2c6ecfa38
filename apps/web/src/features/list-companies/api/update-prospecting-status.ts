import type {
  ListCompany,
  ListDecisorsResponse,
  ProspectingStatus,
  prospectingDataSchema,
} from '@prospecta/contracts/lists-companies-api';
import { KANBAN_PAGE_SIZE } from '@prospecta/contracts/lists-companies-api';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
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
import { api } from '@/lib/api-client';
import { SKIP_HANDLE_ERROR } from '@/lib/api-errors';

export type ProspectingData = z.infer<typeof prospectingDataSchema>;

export type StatusChange = {
  listId: string;
  /** The company in the list (its id and current status; the table, detail and decisors pages hold more). */
  company: Pick<ListCompany, 'id' | 'status'>;
  to: ProspectingStatus;
  /**
   * The kanban columns on screen (source and target) and the card moved between them; absent elsewhere.
   * `onRolledBack`: called once a refused move is undone (the keyboard's focus goes back to the card).
   */
  kanban?: { from: QueryKey; to: QueryKey; card: ListCompany; onRolledBack?: () => void };
  /** Called once a refused change is undone (the toast that offered "Desfazer" closes: nothing to undo). */
  onRolledBack?: () => void;
};

/**
 * PATCH /info_sets/:id/company/user_prospecting_data — the signed-in user's status of one company. A refusal is
 * told once, by the screen that rolls the change back (with the server's reason), not by the global handler too.
 */
export function updateProspectingStatus({ listId, company, to }: StatusChange): Promise<ProspectingData> {
  return api.patch<ProspectingData>(
    `/info_sets/${encodeURIComponent(listId)}/company/user_prospecting_data?${SKIP_HANDLE_ERROR}=true`,
    {
      company_id: company.id,
      user_prospecting_data: { status: to },
    },
  );
}

type Snapshot = [QueryKey, unknown][];
/** What a refused change puts back: the list's queries as they were, and the steps shifted since. */
type Undo = { snapshot: Snapshot; undoSteps: () => void };

/**
 * Spec §4: the status changes on screen at once (table rows, the detail and the kanban columns shown);
 * when the server does not answer 2xx every touched cache goes back and the caller shows the error.
 */
export function useUpdateProspectingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: STATUS_MUTATION_KEY,
    mutationFn: updateProspectingStatus,
    onMutate: async ({ listId, company, to, kanban }): Promise<Undo> => {
      const scope = [...LIST_COMPANIES_KEY, listId];
      // Every query of the list this change writes, not the other companies' pages: the next one, fetched ahead
      // so "Próxima" opens at once, was thrown away when its request was under way, and the step waited for it.
      await queryClient.cancelQueries({
        queryKey: scope,
        predicate: ({ queryKey }) => !ofAnotherCompany(queryKey, company.id),
      });
      const snapshot: Snapshot = queryClient.getQueriesData({ queryKey: scope });
      queryClient.setQueriesData<ListCompaniesPage>({ queryKey: [...scope, 'table'] }, (page) =>
        page
          ? {
              ...page,
              companies: page.companies.map((c) => (c.id === company.id ? { ...c, status: to } : c)),
            }
          : page,
      );
      // The company's page, whatever search its neighbours follow, and the steps of the pages around it.
      const undoSteps = moveStepsInCache(queryClient, listId, company, to);
      queryClient.setQueriesData<ListDecisorsResponse>({ queryKey: [...scope, 'decisors'] }, (page) =>
        page
          ? {
              ...page,
              companies: page.companies.map((c) => (c.id === company.id ? { ...c, status: to } : c)),
            }
          : page,
      );
      if (kanban) {
        queryClient.setQueryData<KanbanColumn>(kanban.from, (c) =>
          c ? withoutCard(c, company.id, KANBAN_PAGE_SIZE) : c,
        );
        queryClient.setQueryData<KanbanColumn>(kanban.to, (c) =>
          c ? withCard(c, kanban.card, KANBAN_PAGE_SIZE) : c,
        );
      }
      return { snapshot, undoSteps };
    },
    onError: (_error, _change, undo) => {
      for (const [key, data] of undo?.snapshot ?? []) queryClient.setQueryData(key, data);
      undo?.undoSteps();
    },
    // The other tabs on this list read it again (lib/list-sync.ts).
    onSuccess: (_data, { listId }) => announceListChange(listId),
    // What the change moves is read again: the list's tables, metrics and decision makers, the two kanban columns
    // it left and joined (a move read all six again: seven requests for one card), and the company's own page
    // only where its place is not known here (a kanban column, the status order). Never the other companies'
    // pages: their steps are worked out (move-steps-cache.ts), and the one fetched ahead opens without a request.
    onSettled: (_data, _error, { listId, company, to }) =>
      queryClient.invalidateQueries({
        queryKey: [...LIST_COMPANIES_KEY, listId],
        predicate: ({ queryKey }) => touchedByMove(queryKey, { id: company.id, from: company.status, to }),
      }),
  });
}

const KIND_AT = LIST_QUERY_KIND_AT;

/** Whether `key` is the page of a company other than `id` (`[..., listId, 'one', companyId, scope]`). */
const ofAnotherCompany = (key: QueryKey, id: string) => key[KIND_AT] === 'one' && key[KIND_AT + 1] !== id;

/** Whether a query of the list is read again after a company's move from `from` to `to`. */
export function touchedByMove(
  key: QueryKey,
  move: { id: string; from: ProspectingStatus; to: ProspectingStatus },
): boolean {
  const kind = key[KIND_AT];
  if (kind === 'kanban') return key[KIND_AT + 1] === move.from || key[KIND_AT + 1] === move.to;
  if (kind !== 'one') return true;
  if (key[KIND_AT + 1] !== move.id) return false;
  const scope = key[KIND_AT + 2] as ScopeKey | undefined;
  return scope?.order === 'kanban' || scope?.sort === 'status' || scope?.sort === 'status_desc';
}
