import type { Note, UpdateNoteBody } from '@prospecta/contracts/lists-notes-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTES_KEY } from '@/features/notes/api/get-notes';
import { api } from '@/lib/api-client';

/**
 * PATCH /user/notes/:id — its writer changes the text. A 404 (the note deleted by someone else meanwhile) is
 * said by the note's card, which keeps the text typed (`lib/note-conflicts.ts`), not by the app's toast.
 */
export function updateNote(id: string, body: UpdateNoteBody): Promise<Note> {
  return api.patch<Note>(`/user/notes/${encodeURIComponent(id)}`, body, { ownErrors: [404] });
}

export function useUpdateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) => updateNote(id, { text }),
    // Saved or refused (a note gone, one changed), the notes on screen are read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTES_KEY }),
  });
}
