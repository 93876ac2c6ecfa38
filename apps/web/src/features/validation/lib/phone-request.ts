// Spec §4 / §9: after a phone-validation request the request button hides and comes back after 3 days;
// the request date is kept per list in localStorage. Not a cache: its key is outside the `prospecta:` prefix
// that /login clears, so signing in again does not bring the button back early.
import { PHONE_REVALIDATION_DAYS } from '@prospecta/contracts/validation-api';

const DAY_MS = 86_400_000;
export const phoneRequestKey = (listId: string) => `phone-validation-requested-at:${listId}`;

/** True when there is no request date, it is unreadable, or 3 days or more have passed. */
export function canRequestPhoneValidation(requestedAt: string | null, now: number): boolean {
  if (!requestedAt) return true;
  const at = Date.parse(requestedAt);
  if (Number.isNaN(at)) return true;
  return now - at >= PHONE_REVALIDATION_DAYS * DAY_MS;
}

/** When a new request can be made (the request date plus 3 days), or null when it can be made now. */
export function nextPhoneRequestAt(requestedAt: string | null, now: number): Date | null {
  if (canRequestPhoneValidation(requestedAt, now) || !requestedAt) return null;
  return new Date(Date.parse(requestedAt) + PHONE_REVALIDATION_DAYS * DAY_MS);
}

/** Rounded to one decimal percent; 0 when nothing is known. */
/** "3 de 7 contatos"; "Na fila…" until the run has read the list's contacts (a total of 0). */
export function progressText(progress: { done: number; total: number } | null): string {
  if (!progress || progress.total <= 0) return 'Na fila…';
  return `${progress.done.toLocaleString('pt-BR')} de ${progress.total.toLocaleString('pt-BR')} contatos`;
}

export function progressPercent(progress: { done: number; total: number } | null): number {
  if (!progress || progress.total <= 0) return 0;
  return Math.min(100, Math.round((progress.done / progress.total) * 1000) / 10);
}
