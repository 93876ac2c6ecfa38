import { queryOptions, useQuery } from '@tanstack/react-query';
import { fileNameFromDisposition } from '@/features/exports/api/download-export-file';

export const sharedFileUrl = (code: string) => `/api/short/link_to_download_list/${encodeURIComponent(code)}`;

export type SharedFile = { available: true; name: string; size: number | null } | { available: false };

/**
 * HEAD /api/short/link_to_download_list/:code — public, no token: the file's name and size without downloading
 * it; a 404 means the link expired (the file is kept for a retention period only).
 */
export async function getSharedFile(code: string): Promise<SharedFile> {
  const response = await fetch(sharedFileUrl(code), { method: 'HEAD' });
  if (!response.ok) return { available: false };
  const size = Number(response.headers.get('content-length'));
  return {
    available: true,
    name: fileNameFromDisposition(response.headers.get('content-disposition'), 'lista-exportada'),
    size: Number.isFinite(size) && size > 0 ? size : null,
  };
}

export function sharedFileQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['exports', 'shared', code] as const,
    queryFn: () => getSharedFile(code),
    retry: false,
  });
}

export function useSharedFile(code: string) {
  return useQuery(sharedFileQueryOptions(code));
}
