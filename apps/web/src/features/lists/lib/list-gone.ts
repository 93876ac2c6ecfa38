// Whether a screen of one list gives way to its "Lista não encontrada" state (`ListNotFound`): the list is not
// there (deleted or unshared while open: its background read answers 404), or it never loaded. A failure of a
// later read (the server, the network) over a list already on screen keeps the screen as it is.
import { isMissing } from '@/lib/api-errors';

export function listUnavailable(list: { isError: boolean; error: unknown; data: unknown }): boolean {
  return list.isError && (list.data === undefined || isMissing(list.error));
}
