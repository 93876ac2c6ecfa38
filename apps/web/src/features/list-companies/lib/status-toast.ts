/**
 * The one id of every status change's "Desfazer" toast (a company's page, a kanban drop, a table row leaving its
 * filter): a seller changing company after company (a key, then "Próxima") sees one toast, the last change's,
 * instead of a pile over the page whose buttons undo companies already left.
 */
export const STATUS_TOAST_ID = 'list-status-change';
