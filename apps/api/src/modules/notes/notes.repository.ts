// SQL of user notes: scoped by account, paged newest first, with the author's name.
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client.ts';
import { userNotes } from '@/db/schema/notes.ts';
import { users } from '@/db/schema/users.ts';

export type NoteScope = { accountId: string; listId: string; listCompanyId: string | null };

export async function insertNote(db: Executor, row: NoteScope & { userId: string; text: string }) {
  const [inserted] = await db.insert(userNotes).values(row).returning();
  if (!inserted) throw new Error('note not stored');
  return inserted;
}

export async function pageNotes(db: Executor, scope: NoteScope, limit: number, offset: number) {
  const where = and(
    eq(userNotes.accountId, scope.accountId),
    eq(userNotes.listId, scope.listId),
    scope.listCompanyId ? eq(userNotes.listCompanyId, scope.listCompanyId) : isNull(userNotes.listCompanyId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: userNotes.id,
        text: userNotes.text,
        listId: userNotes.listId,
        listCompanyId: userNotes.listCompanyId,
        userId: userNotes.userId,
        userName: users.name,
        createdAt: userNotes.createdAt,
        updatedAt: userNotes.updatedAt,
      })
      .from(userNotes)
      .innerJoin(users, eq(users.id, userNotes.userId))
      .where(where)
      .orderBy(desc(userNotes.createdAt), desc(userNotes.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(userNotes).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** A note as a file writes it: when, by whom, what. */
export type CompanyNote = { createdAt: Date; author: string; text: string };

/** The notes on these companies of a list (list_companies ids), newest first, by company (an export's column). */
export async function notesOfCompanies(
  db: Executor,
  scope: { accountId: string; listId: string },
  listCompanyIds: readonly string[],
): Promise<Map<string, CompanyNote[]>> {
  const byCompany = new Map<string, CompanyNote[]>();
  if (listCompanyIds.length === 0) return byCompany;
  const rows = await db
    .select({
      listCompanyId: userNotes.listCompanyId,
      text: userNotes.text,
      author: users.name,
      createdAt: userNotes.createdAt,
    })
    .from(userNotes)
    .innerJoin(users, eq(users.id, userNotes.userId))
    .where(
      and(
        eq(userNotes.accountId, scope.accountId),
        eq(userNotes.listId, scope.listId),
        // An export's batch: at most EXPORT_READ_BATCH (600) ids, one parameter each.
        inArray(userNotes.listCompanyId, [...listCompanyIds]),
      ),
    )
    .orderBy(desc(userNotes.createdAt), desc(userNotes.id));
  for (const { listCompanyId, ...note } of rows) {
    if (!listCompanyId) continue;
    const notes = byCompany.get(listCompanyId) ?? [];
    notes.push(note);
    byCompany.set(listCompanyId, notes);
  }
  return byCompany;
}

export async function findNote(db: Executor, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(userNotes)
    .where(and(eq(userNotes.id, id), eq(userNotes.accountId, accountId)));
  return row ?? null;
}

/** The note, its row locked until the transaction ends: a change waits for the delete that checked it. */
export async function lockNote(db: Executor, id: string) {
  const [row] = await db.select().from(userNotes).where(eq(userNotes.id, id)).for('update');
  return row ?? null;
}

export async function deleteNote(db: Executor, id: string) {
  await db.delete(userNotes).where(eq(userNotes.id, id));
}

export async function updateNoteText(db: Executor, id: string, text: string) {
  const [row] = await db
    .update(userNotes)
    .set({ text, updatedAt: sql`now()` })
    .where(eq(userNotes.id, id))
    .returning();
  return row ?? null;
}
