// A start the API refused because the same list is already being exported to the same target (409): its
// words, and the running export's id when the answer names it (the dialog then follows that one).
import type { ExportAlreadyRunningBody } from '@prospecta/contracts/exports-api';
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
