import type { InfoSet, ListsResponse } from '@prospecta/contracts/lists-api';
import { describe, expect, it } from 'vitest';
import {
  draftList,
  insertListInPage,
  patchListInPage,
  relativeDate,
  removeListFromPage,
  starredFirst,
} from '@/features/lists/lib/lists-cache';

const author = { id: 'u1', name: 'Ana Souza', email: 'ana@x.dev', role: 'owner' as const };
const list = (id: string, star: 'true' | 'false' = 'false'): InfoSet => ({
  ...draftList({ name: `Lista ${id}` }, author, new Date('2025-01-01T00:00:00Z')),
  id,
  star,
});
const page = (...lists: InfoSet[]): ListsResponse => ({
  info_sets: lists,
  total: lists.length,
  page: 1,
  total_pages: 1,
  authors: [{ id: author.id, name: author.name }],
});
const ids = (p: ListsResponse) => p.info_sets.map((l) => l.id);

describe('lists cache edits', () => {
  it('starring moves the list to the top, keeping the others in order', () => {
    const next = patchListInPage(page(list('a'), list('b'), list('c')), 'c', { star: 'true' }, 'active');
    expect(ids(next)).toEqual(['c', 'a', 'b']);
  });

  it('unstarring puts the list after the starred ones', () => {
    const next = patchListInPage(
      page(list('a', 'true'), list('b', 'true'), list('c')),
      'a',
      { star: 'false' },
      'active',
    );
    expect(ids(next)).toEqual(['b', 'a', 'c']);
  });

  it('renaming keeps the place', () => {
    const next = patchListInPage(page(list('a'), list('b')), 'b', { name: 'Novo' }, 'active');
    expect(next.info_sets.map((l) => l.name)).toEqual(['Lista a', 'Novo']);
  });

  it.each([
    ['archiving leaves the active view', 'active', true, ['b']],
    ['unarchiving leaves the archived view', 'archived', false, ['b']],
    ['archiving in the archived view keeps it', 'archived', true, ['a', 'b']],
  ] as const)('%s', (_, view, archived, expected) => {
    expect(ids(patchListInPage(page(list('a'), list('b')), 'a', { archived }, view))).toEqual(expected);
  });

  it('an unknown id changes nothing', () => {
    const before = page(list('a'));
    expect(patchListInPage(before, 'z', { name: 'x' }, 'active')).toBe(before);
    expect(removeListFromPage(before, 'z')).toBe(before);
  });

  it('removing lowers the total', () => {
    const next = removeListFromPage(page(list('a'), list('b')), 'a');
    expect(ids(next)).toEqual(['b']);
    expect(next.total).toBe(1);
  });

  it('a new list goes after the starred ones and the page keeps 10 rows', () => {
    const full = page(list('s', 'true'), ...Array.from({ length: 9 }, (_, i) => list(`l${i}`)));
    const next = insertListInPage(full, list('new'));
    expect(ids(next).slice(0, 3)).toEqual(['s', 'new', 'l0']);
    expect(next.info_sets).toHaveLength(10);
    expect(next.total).toBe(11);
  });

  it('a draft starts with both validations "not initialized"', () => {
    const draft = draftList({ name: 'X' }, author, new Date());
    expect([draft.emailsValidationStatus, draft.phonesValidationStatus]).toEqual([
      'not initialized',
      'not initialized',
    ]);
    expect(starredFirst([draft])).toEqual([draft]);
  });
});

describe('relativeDate', () => {
  const now = new Date('2025-03-10T12:00:00Z');
  it.each([
    ['2025-03-10T11:59:30Z', 'agora mesmo'],
    ['2025-03-10T11:55:00Z', 'há 5 minutos'],
    ['2025-03-10T09:00:00Z', 'há 3 horas'],
    ['2025-03-09T12:00:00Z', 'ontem'],
    ['2025-03-07T12:00:00Z', 'há 3 dias'],
    ['2023-03-10T12:00:00Z', 'há 2 anos'],
    ['not a date', '—'],
  ])('%s → %s', (value, expected) => {
    expect(relativeDate(value, now)).toBe(expected);
  });
});
