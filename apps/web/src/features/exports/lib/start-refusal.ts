// A start the API refused because the same list is already being exported to the same target (409): its
// words, and the running export's id when the answer names it (the dialog then follows that one); a file's
// columns the API refused (400), named.
import {
  EXPORT_FIELDS,
  type ExportAlreadyRunningBody,
  type ExportFieldKey,
} from '@prospecta/contracts/exports-api';
import { ApiError } from '@/lib/api-errors';

export type AlreadyRunning = { message: string; eventId: string | null };

/** The 409 of a start, or null for any other outcome (those are said by the global handler or by field). */
export function alreadyRunningOf(error: unknown): AlreadyRunning | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as Partial<
    Record<keyof ExportAlreadyRunningBody, unknown>
  >;
  const eventId = typeof body.eventId === 'string' && body.eventId !== '' ? body.eventId : null;
  return { message: error.message, eventId };
}

/**
 * What the dialog says over the export it picked up after a 409: the server's words while it runs, and once
 * it ended, that the export shown is that one (the one asked for never started).
 */
export function alreadyRunningNotice(message: string, finished: boolean): string {
  if (finished)
    return 'Esta é a exportação desta lista para este destino que já estava em andamento: a que você pediu não foi iniciada.';
  return `${message.trim().replace(/\.?$/, '.')} Acompanhe abaixo o andamento dela.`;
}

/**
 * A file's start refused for some of its columns (400, `errors[].summary` = `fields.<index>` of the request's
 * `fields`): which, by their headers, and what to do; null for any other outcome. A server older than the
 * dialog (started before a column was added) refuses the new columns so.
 */
export function refusedFieldsNotice(
  error: unknown,
  fields: readonly ExportFieldKey[] | undefined,
): string | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !fields) return null;
  const errors = (error.body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return null;
  const names = new Set<string>();
  for (const e of errors as { summary?: unknown }[]) {
    const index = typeof e?.summary === 'string' ? /^fields\.(\d+)$/.exec(e.summary)?.[1] : undefined;
    const key = index === undefined ? undefined : fields[Number(index)];
    const header = EXPORT_FIELDS.find((f) => f.key === key)?.header;
    if (header) names.add(header);
  }
  if (names.size === 0) return null;
  const list = [...names].map((n) => `"${n}"`);
  const said = list.length === 1 ? list[0] : `${list.slice(0, -1).join(', ')} e ${list.at(-1)}`;
  return list.length === 1
    ? `O servidor não aceitou o campo ${said}. Desmarque-o e exporte de novo.`
    : `O servidor não aceitou os campos ${said}. Desmarque-os e exporte de novo.`;
}
