// A list's name refused by the server is said on the name field of its form ("Nova lista", "Renomear lista"):
// the 422 of a name another active list already has (`LIST_MESSAGES.duplicateName`) and the 400 of a name
// the contract refuses both name the field in their `errors` (`info_set.name`, `info_set_name`).
import { ApiError } from '@/lib/api-errors';

const NAME_FIELDS = ['info_set.name', 'info_set_name'];

/** The server's word on the name field, or null when the refusal (or failure) is about something else. */
export function nameErrorOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 422)) return null;
  const items = (error.body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(items)) return null;
  for (const item of items) {
    const { summary, description } = (item ?? {}) as { summary?: unknown; description?: unknown };
    if (typeof summary === 'string' && NAME_FIELDS.includes(summary) && typeof description === 'string')
      return description;
  }
  return null;
}
