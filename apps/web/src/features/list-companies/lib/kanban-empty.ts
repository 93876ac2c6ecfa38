/** One kanban column as its query holds it: its total, and whether it is this search's answer. */
export type ColumnAnswer = {
  total: number;
  /** Not the previous search's answer shown while this one loads, nor a failed load. */
  current: boolean;
};

/**
 * Said once over the board when no column has a company (instead of "Arraste empresas para cá" in each, with
 * nothing to drag): the search found nothing, or the list is empty. Null while a column is loading or failed,
 * or as soon as one has a company.
 */
export function kanbanEmptyMessage(
  query: string,
  columns: readonly (ColumnAnswer | undefined)[],
): string | null {
  if (columns.length === 0 || columns.some((c) => !c?.current || c.total > 0)) return null;
  const text = query.trim();
  return text ? `Nenhuma empresa encontrada para “${text}”.` : 'Esta lista ainda não tem empresas.';
}
