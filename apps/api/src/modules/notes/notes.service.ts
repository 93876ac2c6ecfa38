// Notes rules: a note belongs to a company of a list or to a list the user can see; only its writer changes
// its text, and only its writer (or an owner or manager of the account) deletes it. Writing a note counts as
// "info added" in the overview. A delete may name the version of the note its user saw: a note changed since is
// kept (409), so a correction saved while another user's deferred delete waited is not wiped by it.
import {
  canDeleteNote,
  canEditNote,
  NOTE_CHANGED_MESSAGE,
  NOTES_PAGE_SIZE,
  noteVersion,
} from '@prospecta/contracts/lists-notes-api';
import type { Db } from '@/db/client.ts';
import { listInteractions } from '@/db/schema/lists.ts';
import { forbidden, HttpError, notFound, unprocessable } from '@/lib/http-error.ts';
import { findCompanyScope } from '@/modules/list-companies/list-companies.repository.ts';
import { isUuid, visibleList } from '@/modules/lists/lists-access.ts';
import type { AuthUser } from '@/plugins/types.ts';
import * as repo from './notes.repository.ts';

const NOTE_EDIT_FORBIDDEN = 'Só quem escreveu a anotação pode alterá-la';

type Scope = { company_id?: string; info_set_id?: string };

type NoteRow = {
  id: string;
  text: string;
  listId: string | null;
  listCompanyId: string | null;
  createdAt: Date;
  updatedAt: Date | null;
};

const noteOf = (row: NoteRow, author: { id: string; name: string }) => ({
  id: row.id,
  text: row.text,
  company_id: row.listCompanyId,
  info_set_id: row.listId,
  user: { id: author.id, name: author.name },
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt?.toISOString() ?? null,
});

/** The version the web shows and sends back: the same ISO strings as the notes' `updated_at`/`created_at`. */
const versionOf = (row: NoteRow) =>
  noteVersion({ created_at: row.createdAt.toISOString(), updated_at: row.updatedAt?.toISOString() ?? null });

export const NOTE_LIST_MISMATCH_MESSAGE = 'A empresa (company_id) não é desta lista (info_set_id)';

export function createNotesService({ db }: { db: Db }) {
  /** The list and company a note is about, after checking the user sees the list. */
  async function scopeOf(user: AuthUser, s: Scope): Promise<repo.NoteScope> {
    if (s.company_id) {
      const company = isUuid(s.company_id) ? await findCompanyScope(db, user.accountId, s.company_id) : null;
      if (!company) throw notFound();
      // Both named: they must agree (the note would go to the company's list, not the one the client named).
      if (s.info_set_id !== undefined && s.info_set_id !== company.listId)
        throw unprocessable(NOTE_LIST_MISMATCH_MESSAGE);
      await visibleList(db, user, company.listId);
      return { accountId: user.accountId, listId: company.listId, listCompanyId: s.company_id };
    }
    const list = await visibleList(db, user, s.info_set_id ?? '');
    return { accountId: user.accountId, listId: list.id, listCompanyId: null };
  }

  /** A note of a list the user sees (404 otherwise: another account's, a list not shared, a wrong id). */
  async function visibleNote(user: AuthUser, id: string) {
    const note = isUuid(id) ? await repo.findNote(db, user.accountId, id) : null;
    if (!note?.listId) throw notFound();
    await visibleList(db, user, note.listId);
    return note;
  }

  return {
    async create(user: AuthUser, body: Scope & { text: string }) {
      const scope = await scopeOf(user, body);
      const row = await db.transaction(async (tx) => {
        const note = await repo.insertNote(tx, { ...scope, userId: user.id, text: body.text });
        await tx.insert(listInteractions).values({
          accountId: user.accountId,
          listId: scope.listId,
          listCompanyId: scope.listCompanyId,
          userId: user.id,
          kind: 'note',
        });
        return note;
      });
      return noteOf(row, user);
    },

    async page(user: AuthUser, id: string, q: { page: number; scope: 'company' | 'info_set' }) {
      const scope = await scopeOf(user, q.scope === 'company' ? { company_id: id } : { info_set_id: id });
      const { rows, total } = await repo.pageNotes(
        db,
        scope,
        NOTES_PAGE_SIZE,
        (q.page - 1) * NOTES_PAGE_SIZE,
      );
      return {
        notes: rows.map((r) => noteOf(r, { id: r.userId, name: r.userName })),
        total,
        page: q.page,
        total_pages: Math.ceil(total / NOTES_PAGE_SIZE),
      };
    },

    async update(user: AuthUser, id: string, text: string) {
      const note = await visibleNote(user, id);
      if (!canEditNote(note.userId, user)) throw forbidden(NOTE_EDIT_FORBIDDEN);
      const row = await repo.updateNoteText(db, note.id, text);
      if (!row) throw notFound();
      return noteOf(row, user);
    },

    /** Deletes the note; with `version` (noteVersion of what the user saw) only if it is still that one. */
    async remove(user: AuthUser, id: string, version?: string) {
      const note = await visibleNote(user, id);
      if (!canDeleteNote(note.userId, user)) throw forbidden();
      await db.transaction(async (tx) => {
        const current = await repo.lockNote(tx, note.id);
        if (!current) throw notFound();
        if (version !== undefined && versionOf(current) !== new Date(version).toISOString()) {
          throw new HttpError(409, NOTE_CHANGED_MESSAGE);
        }
        await repo.deleteNote(tx, note.id);
      });
      return { message: 'Anotação excluída' };
    },
  };
}
