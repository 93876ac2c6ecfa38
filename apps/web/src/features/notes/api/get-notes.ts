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

/** How often the notes on screen are read again while the tab is in view: another user's show up unasked. */
export const NOTES_REFRESH_MS = 30_000;

export function notesQueryOptions(companyId: string, page: number) {
  return queryOptions({
    queryKey: [...NOTES_KEY, companyId, page],
    queryFn: () => getNotes(companyId, page),
    placeholderData: keepPreviousData,
    // One page of ten notes: cheap to read again; not while the tab is hidden, and once it is back in view.
    refetchInterval: NOTES_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

export function useNotes(companyId: string, page: number) {
  return useQuery(notesQueryOptions(companyId, page));
}
