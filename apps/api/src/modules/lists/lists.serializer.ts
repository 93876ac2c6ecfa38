// Turns list rows into the spec's List (author, members, company count, autoplay flag, its progress, in
// batched queries).

import type { Role } from '@prospecta/contracts/auth';
import { type InfoSet, LIST_SUPERVISOR_ROLES } from '@prospecta/contracts/lists-api';
import type { Executor } from '@/db/client.ts';
import type { ListRow } from '@/db/schema/lists.ts';
import { prospectedCounts } from './list-stats.repository.ts';
import * as repo from './lists.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The signed-in user a list is serialised for. */
export type ListViewer = { id: string; role: string };

/**
 * Whose statuses a list's progress counts: the viewer's own on a list they work (its author or a member) or
 * when they may not look at others'; an owner's or a manager's on a list they only supervise is its
 * author's — their own is empty there, and the lists root opens the list on the author's prospecting
 * (`ver_como`), so the bar and the list's screen count the same statuses.
 */
export function progressOwner(authorId: string, memberIds: string[], viewer: ListViewer): string {
  const works = authorId === viewer.id || memberIds.includes(viewer.id);
  return works || !LIST_SUPERVISOR_ROLES.includes(viewer.role) ? viewer.id : authorId;
}

/** `viewer`: the signed-in user, whose progress (or, supervising, the author's) each list carries. */
export async function toInfoSets(db: Executor, rows: ListRow[], viewer: ListViewer): Promise<InfoSet[]> {
  const ids = rows.map((r) => r.id);
  const [counts, members, authors, autoplay] = await Promise.all([
    repo.companyCounts(db, ids),
    repo.membersOf(db, ids),
    repo.usersByIds(db, [...new Set(rows.map((r) => r.authorId))]),
    repo.activeAutoplayLists(db, ids),
  ]);
  const membersOf = (listId: string) => members.filter((m) => m.listId === listId);
  const owners = new Map(
    rows.map((r) => [
      r.id,
      progressOwner(
        r.authorId,
        membersOf(r.id).map((m) => m.id),
        viewer,
      ),
    ]),
  );
  const prospected = await prospectedCounts(db, owners);
  const authorById = new Map(authors.map((a) => [a.id, a]));
  return rows.map((r) => {
    const author = authorById.get(r.authorId);
    const count = counts.get(r.id);
    return {
      id: r.id,
      name: r.name,
      description: r.description,
      archived: r.archived,
      contacts: count?.companies ?? 0,
      star: r.starredAt ? 'true' : 'false',
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      deletedAt: iso(r.deletedAt),
      author: {
        id: r.authorId,
        name: author?.name ?? '',
        email: author?.email ?? '',
        role: (author?.role ?? 'user') as Role,
      },
      members: membersOf(r.id).map(({ id, email, name }) => ({ id, email, name })),
      emailsValidationStatus: r.emailsValidationStatus,
      emailsValidationStartedAt: iso(r.emailsValidationStartedAt),
      phonesValidationStatus: r.phonesValidationStatus,
      phonesValidationStartedAt: iso(r.phonesValidationStartedAt),
      emailsAddedSinceValidation: count?.emailsAddedSince ?? 0,
      phonesAddedSinceValidation: count?.phonesAddedSince ?? 0,
      search_ids: r.searchIds,
      autoplayActive: autoplay.has(r.id),
      prospected: prospected.get(r.id) ?? 0,
      prospectedBy: owners.get(r.id) ?? viewer.id,
    };
  });
}

export async function toInfoSet(db: Executor, row: ListRow, viewer: ListViewer): Promise<InfoSet> {
  const [one] = await toInfoSets(db, [row], viewer);
  if (!one) throw new Error('list not serialised');
  return one;
}
