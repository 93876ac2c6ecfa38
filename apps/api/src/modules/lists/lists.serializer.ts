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
 * Whose statuses may stand for a list's progress, the first preferred on a tie: the viewer's own when they may
 * not look at others'; for an owner or a manager, everyone who works the list — its author and its members,
 * the viewer first when they are one of them.
 */
function progressCandidates(authorId: string, memberIds: readonly string[], viewer: ListViewer): string[] {
  if (!LIST_SUPERVISOR_ROLES.includes(viewer.role as Role)) return [viewer.id];
  const workers = [authorId, ...memberIds];
  return [...new Set(workers.includes(viewer.id) ? [viewer.id, ...workers] : workers)];
}

/**
 * Each list's progress and whose statuses it counts: for an owner or a manager, the one of the list's workers
 * who moved the most companies on — a list a manager made and handed to a seller shows the seller's work,
 * not the manager's empty prospecting (0 %), and one they only supervise its author's unless a member did more;
 * for anyone else their own. The lists root opens the list on that person's prospecting (`ver_como`), so the
 * bar and the list's screen count the same statuses.
 */
export async function listProgress(
  db: Executor,
  lists: readonly { id: string; authorId: string; memberIds: readonly string[] }[],
  viewer: ListViewer,
): Promise<Map<string, { owner: string; prospected: number }>> {
  const candidates = new Map(lists.map((l) => [l.id, progressCandidates(l.authorId, l.memberIds, viewer)]));
  const counts = await prospectedCounts(db, candidates);
  const progress = new Map<string, { owner: string; prospected: number }>();
  for (const [listId, users] of candidates) {
    const byUser = counts.get(listId);
    let best = { owner: users[0] ?? viewer.id, prospected: byUser?.get(users[0] ?? '') ?? 0 };
    for (const user of users.slice(1)) {
      const n = byUser?.get(user) ?? 0;
      if (n > best.prospected) best = { owner: user, prospected: n };
    }
    progress.set(listId, best);
  }
  return progress;
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
  const progress = await listProgress(
    db,
    rows.map((r) => ({ id: r.id, authorId: r.authorId, memberIds: membersOf(r.id).map((m) => m.id) })),
    viewer,
  );
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
      prospected: progress.get(r.id)?.prospected ?? 0,
      prospectedBy: progress.get(r.id)?.owner ?? viewer.id,
    };
  });
}

export async function toInfoSet(db: Executor, row: ListRow, viewer: ListViewer): Promise<InfoSet> {
  const [one] = await toInfoSets(db, [row], viewer);
  if (!one) throw new Error('list not serialised');
  return one;
}
