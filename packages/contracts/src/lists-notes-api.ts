// User notes on a company of a list or on a list (spec core §7 "User notes").
import { z } from 'zod';

export const NOTES_API_PATHS = { notes: '/api/user/notes', note: '/api/user/notes/:id' } as const;
export const NOTES_PAGE_SIZE = 10;

export const NOTE_MAX_LENGTH = 5000;
const noteText = z
  .string({ error: 'Escreva a anotação' })
  .trim()
  .min(1, 'Escreva a anotação')
  .max(NOTE_MAX_LENGTH, `A anotação deve ter no máximo ${NOTE_MAX_LENGTH} caracteres`);

/** POST /api/user/notes — company_id (a company of a list) or info_set_id (the list itself). */
export const createNoteBodySchema = z
  .object({
    text: noteText,
    company_id: z.string().optional(),
    info_set_id: z.string().optional(),
  })
  .refine((b) => b.company_id !== undefined || b.info_set_id !== undefined, {
    error: 'Informe a empresa (company_id) ou a lista (info_set_id)',
  });
export type CreateNoteBody = z.input<typeof createNoteBodySchema>;

export const noteSchema = z.object({
  id: z.string(),
  text: z.string(),
  company_id: z.string().nullable(),
  info_set_id: z.string().nullable(),
  user: z.object({ id: z.string(), name: z.string() }),
  created_at: z.string(),
  /** When its writer last changed the text; null for a note never edited. */
  updated_at: z.string().nullable(),
});
export type Note = z.infer<typeof noteSchema>;

/** PATCH /api/user/notes/:id — the new text; only the note's writer changes it (403 for the others). */
export const updateNoteBodySchema = z.object({ text: noteText });
export type UpdateNoteBody = z.infer<typeof updateNoteBodySchema>;

/** Whether a user may change a note's text: only its writer (a manager deletes, but puts no words in anyone's mouth). */
export function canEditNote(authorId: string, user: { id: string }): boolean {
  return authorId === user.id;
}

/** Whether a user may delete a note: its author, or the account's owner or a manager. */
export function canDeleteNote(authorId: string, user: { id: string; role: string }): boolean {
  return authorId === user.id || user.role === 'owner' || user.role === 'manager';
}

export const noteIdParamsSchema = z.object({ id: z.string() });

/**
 * The version of a note a screen shows: when it was last written (its `updated_at`, or its `created_at` for a
 * note never edited). A delete sent with it removes only that version (ours, `DELETE …?version=`).
 */
export function noteVersion(note: Pick<Note, 'created_at' | 'updated_at'>): string {
  return note.updated_at ?? note.created_at;
}

/**
 * DELETE /api/user/notes/:id?version= — with `version` (see noteVersion), the note is deleted only if nobody
 * changed it since; otherwise 409 with NOTE_CHANGED_MESSAGE and nothing deleted. Without it, as the spec's call.
 */
export const deleteNoteQuerystringSchema = z.object({
  version: z.iso.datetime({ offset: true, error: 'Versão da anotação inválida' }).optional(),
});
export type DeleteNoteQuerystring = z.infer<typeof deleteNoteQuerystringSchema>;
export const NOTE_CHANGED_MESSAGE = 'A anotação foi editada depois que você a viu; nada foi excluído';
/** GET /api/user/notes/:id?page= — :id is a company of a list (or a list with scope=info_set). */
export const notesQuerystringSchema = z.object({
  page: z.coerce
    .number({ error: 'Página inválida' })
    .int('Página inválida')
    .min(1, 'Página inválida')
    .default(1),
  scope: z.enum(['company', 'info_set'], { error: 'Use company ou info_set' }).default('company'),
});
export const notesPageSchema = z.object({
  notes: z.array(noteSchema),
  total: z.number(),
  page: z.number(),
  total_pages: z.number(),
});
