// Pure edits of a cached lists page, applied before the server answers (spec §4: creation, rename, star,
// archive, delete and member changes apply locally first; starring moves a list to the top).
import type { InfoSet, ListsResponse } from '@prospecta/contracts/lists-api';

export type ListPatch = Partial<Pick<InfoSet, 'name' | 'description' | 'star' | 'archived' | 'members'>>;

/** Starred lists first, each group keeping its order (the server's is by last update). */
export function starredFirst(lists: InfoSet[]): InfoSet[] {
  return [...lists.filter((l) => l.star === 'true'), ...lists.filter((l) => l.star !== 'true')];
}

/** Applies a change to one list; a change of star re-orders; archiving moves it out of the other view. */
export function patchListInPage(
  page: ListsResponse,
  id: string,
  patch: ListPatch,
  view: 'active' | 'archived' | 'deleted',
): ListsResponse {
  const target = page.info_sets.find((l) => l.id === id);
  if (!target) return page;
  const leavesView =
    patch.archived !== undefined && view !== 'deleted' && patch.archived !== (view === 'archived');
  if (leavesView) return removeListFromPage(page, id);
  const updated = page.info_sets.map((l) => (l.id === id ? { ...l, ...patch } : l));
  return { ...page, info_sets: patch.star === undefined ? updated : starredFirst(updated) };
}

export function removeListFromPage(page: ListsResponse, id: string): ListsResponse {
  if (!page.info_sets.some((l) => l.id === id)) return page;
  return {
    ...page,
    info_sets: page.info_sets.filter((l) => l.id !== id),
    total: Math.max(0, page.total - 1),
  };
}

/** A new list goes after the starred ones on the first page. */
export function insertListInPage(page: ListsResponse, list: InfoSet): ListsResponse {
  const starred = page.info_sets.filter((l) => l.star === 'true');
  const rest = page.info_sets.filter((l) => l.star !== 'true');
  return { ...page, info_sets: [...starred, list, ...rest].slice(0, 10), total: page.total + 1 };
}

/** A placeholder shown while POST /info_sets runs. */
export function draftList(
  input: { name: string; description?: string },
  author: InfoSet['author'],
  now: Date,
): InfoSet {
  const at = now.toISOString();
  return {
    id: `draft-${now.getTime()}`,
    name: input.name,
    description: input.description ?? null,
    archived: false,
    contacts: 0,
    star: 'false',
    createdAt: at,
    updatedAt: at,
    deletedAt: null,
    author,
    members: [],
    emailsValidationStatus: 'not initialized',
    emailsValidationStartedAt: null,
    phonesValidationStatus: 'not initialized',
    phonesValidationStartedAt: null,
    emailsAddedSinceValidation: 0,
    phonesAddedSinceValidation: 0,
    search_ids: [],
    autoplayActive: false,
    prospected: 0,
    prospectedBy: author.id,
  };
}

/** "há 5 minutos", "ontem", "há 3 dias"… (pt-BR, relative to now). */
export function relativeDate(value: string, now: Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' });
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 365 * 86400],
    ['month', 30 * 86400],
    ['week', 7 * 86400],
    ['day', 86400],
    ['hour', 3600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return 'agora mesmo';
}
