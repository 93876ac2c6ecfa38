import type { Note, UpdateNoteBody } from '@prospecta/contracts/lists-notes-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTES_KEY } from '@/features/notes/api/get-notes';
import { api } from '@/lib/api-client';

/** PATCH /user/notes/:id — its writer changes the text. */
export function updateNote(id: string, body: UpdateNoteBody): Promise<Note> {
  return api.patch<Note>(`/user/notes/${encodeURIComponent(id)}`, body);
}

export function useUpdateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) => updateNote(id, { text }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTES_KEY }),
  });
}
