// The default search is a search id, and one search may be saved twice in the history: which entry carries
// the "Busca padrão" badge (the newest of them on the page) and whether deleting an entry changes the
// default (only when no other entry keeps that search).
type Entry = { id: string; searchId: string };

export function defaultEntryId(entries: readonly Entry[], defaultId: string | null): string | null {
  if (defaultId === null) return null;
  return entries.find((e) => e.searchId === defaultId)?.id ?? null;
}

export function deletingDropsDefault(
  entries: readonly Entry[],
  entry: Entry,
  defaultId: string | null,
): boolean {
  return entry.searchId === defaultId && !entries.some((e) => e.id !== entry.id && e.searchId === defaultId);
}
