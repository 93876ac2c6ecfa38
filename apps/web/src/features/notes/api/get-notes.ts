import type { notesPageSchema } from '@prospecta/contracts/lists-notes-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type NotesPage = z.infer<typeof notesPageSchema>;
export const NOTES_KEY = ['notes'] as const;

/** GET /user/notes/:companyId?page= — the notes on a company of a list, newest first. */
export function getNotes(companyId: string, page: number): Promise<NotesPage> {
  return api.get<NotesPage>(`/user/notes/${encodeURIComponent(companyId)}?page=${page}`);
}

export function notesQueryOptions(companyId: string, page: number) {
  return queryOptions({
    queryKey: [...NOTES_KEY, companyId, page],
    queryFn: () => getNotes(companyId, page),
    placeholderData: keepPreviousData,
  });
}

export function useNotes(companyId: string, page: number) {
  return useQuery(notesQueryOptions(companyId, page));
}
