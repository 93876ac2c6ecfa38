import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-errors';
import { getSession } from '@/lib/auth-storage';
import { saveBlob } from '@/lib/save-blob';

/** Spec §9: a file download may take up to 20 minutes. */
export const DOWNLOAD_TIMEOUT_MS = 20 * 60 * 1000;

/** The name in a content-disposition header: the UTF-8 `filename*` first, then the plain `filename`. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // Malformed escapes: fall through to the plain name.
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/**
 * GET /export/:id/files?eventId= — fetched with the bearer token (a plain link could not send it), kept as a
 * Blob and saved under the content-disposition name.
 */
export async function downloadExportFile(input: { listId: string; eventId: string }): Promise<string> {
  const token = getSession()?.token;
  const response = await fetch(
    `/api/export/${encodeURIComponent(input.listId)}/files?eventId=${encodeURIComponent(input.eventId)}`,
    {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
    },
  );
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => undefined));
  const name = fileNameFromDisposition(response.headers.get('content-disposition'), 'exportacao');
  saveBlob(await response.blob(), name);
  return name;
}

export function useDownloadExportFile() {
  return useMutation({ mutationFn: downloadExportFile });
}
