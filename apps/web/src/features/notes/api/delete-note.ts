import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTES_KEY } from '@/features/notes/api/get-notes';
import { api } from '@/lib/api-client';

/** DELETE /user/notes/:id */
export function deleteNote(id: string): Promise<unknown> {
  return api.delete<unknown>(`/user/notes/${encodeURIComponent(id)}`);
}

export function useDeleteNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTES_KEY }),
  });
}
