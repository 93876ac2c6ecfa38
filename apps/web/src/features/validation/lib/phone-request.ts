// Spec §4 / §9: after a phone-validation request the request button hides and comes back after 3 days. The
// server says until when (`phoneValidationRequestAvailableAt` of the list's validation status, and the
// `available_at` of a refused request), so every session and every user of the list sees the same: a request
// known to fail is never offered.
import { PHONE_REVALIDATION_DAYS } from '@prospecta/contracts/validation-api';
import { ApiError } from '@/lib/api-errors';

const DAY_MS = 86_400_000;

/** When a new request can be made, or null when it can be made now (no date, an unreadable one, or past). */
export function nextPhoneRequestAt(availableAt: string | null | undefined, now: number): Date | null {
  if (!availableAt) return null;
  const at = Date.parse(availableAt);
  return Number.isNaN(at) || at <= now ? null : new Date(at);
}

export function canRequestPhoneValidation(availableAt: string | null | undefined, now: number): boolean {
  return nextPhoneRequestAt(availableAt, now) === null;
}

/** The later of two dates (ISO, either may be missing): what the server said and what this screen just learnt. */
export function laterOf(a: string | null | undefined, b: string | null | undefined): string | null {
  if (!a || !b) return a ?? b ?? null;
  return Date.parse(b) > Date.parse(a) ? b : a;
}

/** Right after a request: the date it comes back, until the refetched status says it itself. */
export function availableAfterRequest(now: number): string {
  return new Date(now + PHONE_REVALIDATION_DAYS * DAY_MS).toISOString();
}

/** The `available_at` of a request refused as too soon (422 `errors: [{ summary: 'available_at' }]`). */
export function availableAtOfRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const body = error.body as { errors?: { summary?: unknown; description?: unknown }[] } | null;
  const entry = Array.isArray(body?.errors)
    ? body.errors.find((e) => e?.summary === 'available_at')
    : undefined;
  return typeof entry?.description === 'string' ? entry.description : null;
}

/** "3 de 7 contatos"; "Na fila…" until the run has read the list's contacts (a total of 0). */
export function progressText(progress: { done: number; total: number } | null): string {
  if (!progress || progress.total <= 0) return 'Na fila…';
  return `${progress.done.toLocaleString('pt-BR')} de ${progress.total.toLocaleString('pt-BR')} contatos`;
}

/** Rounded to one decimal percent; 0 when nothing is known. */
export function progressPercent(progress: { done: number; total: number } | null): number {
  if (!progress || progress.total <= 0) return 0;
  return Math.min(100, Math.round((progress.done / progress.total) * 1000) / 10);
}
