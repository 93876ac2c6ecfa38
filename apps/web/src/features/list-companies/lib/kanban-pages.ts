import { PROSPECTING_STATUSES, type ProspectingStatus } from '@prospecta/contracts/lists-companies-api';

/** The address's kanban column pages: `colunas=contatado.2,interessado.3` (a column on page 1 left out). */
export const KANBAN_PAGES_PARAM = 'colunas';

export type KanbanPages = Record<ProspectingStatus, number>;

/** Every column's page from the address's text: page 1 for a column it leaves out or names wrongly. */
export function kanbanPagesOf(value: string | null): KanbanPages {
  const pages = Object.fromEntries(PROSPECTING_STATUSES.map((s) => [s, 1])) as KanbanPages;
  for (const part of (value ?? '').split(',')) {
    const [status, page] = part.split('.');
    const n = Number.parseInt(page ?? '', 10);
    if (status && (PROSPECTING_STATUSES as readonly string[]).includes(status) && n > 1)
      pages[status as ProspectingStatus] = n;
  }
  return pages;
}

/** The address's text of the columns' pages, in the board's order; empty when every column is on page 1. */
export function kanbanPagesText(pages: KanbanPages): string {
  return PROSPECTING_STATUSES.filter((s) => pages[s] > 1)
    .map((s) => `${s}.${pages[s]}`)
    .join(',');
}
