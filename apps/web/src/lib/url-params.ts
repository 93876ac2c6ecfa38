// Panels keep their filters in the address (a reload, Back or a shared link opens the same view): the readers
// of one parameter each (unknown or malformed values read as no filter) and the one writer.

/** The value when it is one of `values`, else undefined. */
export const knownValue = <T extends string>(value: string | null, values: readonly T[]): T | undefined =>
  values.find((v) => v === value);

/** A day as the date inputs give it (YYYY-MM-DD), else ''. */
export const readDay = (value: string | null): string =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';

/** A search box's text, trimmed and at most 200 characters. */
export const readText = (value: string | null): string => (value ?? '').trim().slice(0, 200);

/** A page number from 2 to 100 000, else 1. */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 && page <= 100_000 ? page : 1;
}

/** The parameters with the given values written over them: empty ones and `page` 1 left out, others kept. */
export function writeParams(
  params: URLSearchParams,
  values: Record<string, string | number>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(values)) {
    if (value === '' || (key === 'page' && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/**
 * The address a panel should show: its parameters read and written back (an unknown `status`, a page 0, a
 * padded search dropped), or null when they already read as written. Other parameters are kept.
 */
export function canonicalParams<T>(
  params: URLSearchParams,
  read: (params: URLSearchParams) => T,
  write: (params: URLSearchParams, value: T) => URLSearchParams,
): URLSearchParams | null {
  const canonical = write(params, read(params));
  return canonical.toString() === params.toString() ? null : canonical;
}
