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
import { LIST_COMPANIES_KEY } from '@/features/list-companies/api/get-list-companies';
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

/**
 * Spec §4: the status changes on screen at once (table rows, the detail and the kanban columns shown);
 * when the server does not answer 2xx every touched cache goes back and the caller shows the error.
 */
export function useUpdateProspectingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: STATUS_MUTATION_KEY,
    mutationFn: updateProspectingStatus,
    onMutate: async ({ listId, company, to, kanban }): Promise<Snapshot> => {
      const scope = [...LIST_COMPANIES_KEY, listId];
      await queryClient.cancelQueries({ queryKey: scope });
      const snapshot: Snapshot = queryClient.getQueriesData({ queryKey: scope });
      queryClient.setQueriesData<ListCompaniesPage>({ queryKey: [...scope, 'table'] }, (page) =>
        page
          ? {
              ...page,
              companies: page.companies.map((c) => (c.id === company.id ? { ...c, status: to } : c)),
            }
          : page,
      );
      // The company's page, whatever search its neighbours follow.
      queryClient.setQueriesData<ListCompany>({ queryKey: [...scope, 'one', company.id] }, (one) =>
        one ? { ...one, status: to } : one,
      );
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
      return snapshot;
    },
    onError: (_error, _change, snapshot) => {
      for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
    },
    // The other tabs on this list read it again (lib/list-sync.ts).
    onSuccess: (_data, { listId }) => announceListChange(listId),
    // Everything of the list is read again but the kanban columns the company neither left nor joined (a move
    // read all six columns again: seven requests for one card).
    onSettled: (_data, _error, { listId, company, to }) =>
      queryClient.invalidateQueries({
        queryKey: [...LIST_COMPANIES_KEY, listId],
        predicate: ({ queryKey }) => touchedByMove(queryKey, company.status, to),
      }),
  });
}

/** Whether a query of the list is read again after a move from `from` to `to`: a kanban column only if one of them. */
export function touchedByMove(key: QueryKey, from: ProspectingStatus, to: ProspectingStatus): boolean {
  const at = LIST_COMPANIES_KEY.length + 1;
  return key[at] !== 'kanban' || key[at + 1] === from || key[at + 1] === to;
}
