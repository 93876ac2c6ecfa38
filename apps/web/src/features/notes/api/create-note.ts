import type { CreateNoteBody, Note } from '@prospecta/contracts/lists-notes-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTES_KEY } from '@/features/notes/api/get-notes';
import { api } from '@/lib/api-client';

/** POST /user/notes */
export function createNote(body: CreateNoteBody): Promise<Note> {
  return api.post<Note>('/user/notes', body);
}

export function useCreateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTES_KEY }),
  });
}
