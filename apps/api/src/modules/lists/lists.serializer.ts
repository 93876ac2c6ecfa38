// Turns list rows into the spec's List (author, members, company count, autoplay flag, the viewer's progress,
// in batched queries).

import type { Role } from '@prospecta/contracts/auth';
import type { InfoSet } from '@prospecta/contracts/lists-api';
import type { Executor } from '@/db/client.ts';
import type { ListRow } from '@/db/schema/lists.ts';
import { prospectedCounts } from './list-stats.repository.ts';
import * as repo from './lists.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** `viewerId`: the signed-in user, whose statuses say how far the list is prospected. */
export async function toInfoSets(db: Executor, rows: ListRow[], viewerId: string): Promise<InfoSet[]> {
  const ids = rows.map((r) => r.id);
  const [counts, prospected, members, authors, autoplay] = await Promise.all([
    repo.companyCounts(db, ids),
    prospectedCounts(db, ids, viewerId),
    repo.membersOf(db, ids),
    repo.usersByIds(db, [...new Set(rows.map((r) => r.authorId))]),
    repo.activeAutoplayLists(db, ids),
  ]);
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
      members: members.filter((m) => m.listId === r.id).map(({ id, email, name }) => ({ id, email, name })),
      emailsValidationStatus: r.emailsValidationStatus,
      emailsValidationStartedAt: iso(r.emailsValidationStartedAt),
      phonesValidationStatus: r.phonesValidationStatus,
      phonesValidationStartedAt: iso(r.phonesValidationStartedAt),
      emailsAddedSinceValidation: count?.emailsAddedSince ?? 0,
      phonesAddedSinceValidation: count?.phonesAddedSince ?? 0,
      search_ids: r.searchIds,
      autoplayActive: autoplay.has(r.id),
      prospected: prospected.get(r.id) ?? 0,
    };
  });
}

export async function toInfoSet(db: Executor, row: ListRow, viewerId: string): Promise<InfoSet> {
  const [one] = await toInfoSets(db, [row], viewerId);
  if (!one) throw new Error('list not serialised');
  return one;
}
