// Pure kanban edits (spec §4): a card moves between status columns before the server answers; each column
// is paged on its own and, when its page comes back empty, its page number steps back.
import type {
  KanbanResponse,
  ListCompany,
  ProspectingStatus,
} from '@prospecta/contracts/lists-companies-api';

export type KanbanColumn = KanbanResponse['columns'][number];

/** The page to show for a column: one back when the current page is empty and not the first. */
export function pageAfterLoad(column: Pick<KanbanColumn, 'companies' | 'total_pages'>, page: number): number {
  if (column.companies.length > 0 || page <= 1) return page;
  return Math.max(1, Math.min(page - 1, column.total_pages || 1));
}

const pagesFor = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/** The source column without the card (total one less). */
export function withoutCard(column: KanbanColumn, companyId: string, pageSize: number): KanbanColumn {
  if (!column.companies.some((c) => c.id === companyId)) return column;
  const total = Math.max(0, column.total - 1);
  return {
    ...column,
    total,
    total_pages: pagesFor(total, pageSize),
    companies: column.companies.filter((c) => c.id !== companyId),
  };
}

/** The target column with the card on top (the server lists the latest moved first). */
export function withCard(column: KanbanColumn, company: ListCompany, pageSize: number): KanbanColumn {
  const moved = { ...company, status: column.status };
  const total = column.total + 1;
  return {
    ...column,
    total,
    total_pages: pagesFor(total, pageSize),
    companies: [moved, ...column.companies.filter((c) => c.id !== company.id)].slice(0, pageSize),
  };
}

/** Reads the status a drop lands on from a droppable id (`column:<status>`). */
export function statusOfDrop(
  overId: string | number | null | undefined,
  statuses: readonly ProspectingStatus[],
): ProspectingStatus | null {
  if (typeof overId !== 'string' || !overId.startsWith('column:')) return null;
  const status = overId.slice('column:'.length);
  return (statuses as readonly string[]).includes(status) ? (status as ProspectingStatus) : null;
}
