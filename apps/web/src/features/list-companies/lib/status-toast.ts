import { PROSPECTING_STATUS_LABELS, type ProspectingStatus } from '@prospecta/contracts/lists-companies-api';
import { showUndoToast } from '@/lib/undo-toast';

/**
 * The one id of every status change's "Desfazer" toast (a company's page, a kanban drop, a table's row): a
 * seller changing company after company (a key, then "Próxima") sees one toast, the last change's, instead of a
 * pile over the page whose buttons undo companies already left.
 */
export const STATUS_TOAST_ID = 'list-status-change';

/**
 * What the toast of a status change says: where the company went, and that it left the table when the table
 * shows only some statuses (`shown`, empty for all) and not that one.
 */
export function statusToastText(
  name: string,
  to: ProspectingStatus,
  shown: readonly ProspectingStatus[] = [],
): { title: string; message: string } {
  const label = PROSPECTING_STATUS_LABELS[to];
  const left = shown.length > 0 && !shown.includes(to);
  return {
    title: `Status: ${label}`,
    message: `${name} foi para "${label}"${left ? ' e saiu desta tabela' : ''}.`,
  };
}

/**
 * A status change that says where the company went, with "Desfazer" for the toast's 5 s (and Ctrl+Z): the change
 * back, made by the same `apply` (the same API call, rolled back the same way when refused). A refused change
 * closes its own toast (the company is back already), not a newer one.
 */
export function changeStatusWithUndo<C extends { status: ProspectingStatus }>(change: {
  company: C;
  to: ProspectingStatus;
  /** The company as the screen names it. */
  name: string;
  /** The statuses the table shows (a row moved to another leaves it); absent or empty for all. */
  shown?: readonly ProspectingStatus[];
  /** Makes the change (optimistic); `onRolledBack` once a refused one is undone. */
  apply: (company: C, to: ProspectingStatus, onRolledBack?: () => void) => void;
}): void {
  const { company, to, apply } = change;
  const close = showUndoToast({
    id: STATUS_TOAST_ID,
    ...statusToastText(change.name, to, change.shown),
    onUndo: () => apply({ ...company, status: to }, company.status),
  });
  apply(company, to, close);
}
