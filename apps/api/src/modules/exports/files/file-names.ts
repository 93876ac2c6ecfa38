// Where a file lives (DATA_DIR/exports/<account>/<export>.<ext>), its download name and its short code.
import { join } from 'node:path';
import { brasiliaStamp } from '@prospecta/contracts/brasilia-time';
import { hmac, sha256 } from '@/lib/secrets.ts';

export const extensionOf = (service: string) => (service === 'excel' ? 'xlsx' : 'csv');

export const filePathOf = (dataDir: string, accountId: string, exportId: string, service: string) =>
  join(dataDir, 'exports', accountId, `${exportId}.${extensionOf(service)}`);

/**
 * "<list name>-<YYYY-MM-DD HHhMMminSSs>.csv|xlsx" (Brasília; down to the second, as two files of a list made
 * in one minute had one name), the name cleaned of characters a file system or header would refuse.
 */
export function downloadNameOf(listName: string, service: string, at: Date): string {
  const clean =
    listName
      .replace(/[\\/:*?"<>|\r\n]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 100) || 'lista';
  return `${clean}-${brasiliaStamp(at, { seconds: true })}.${extensionOf(service)}`;
}

/** The name without its extension: what the other files of the list that may share it start with. */
export const nameStem = (name: string) => name.slice(0, name.lastIndexOf('.'));

/**
 * The name, or else the first of "<name> (2).csv", "<name> (3).csv"… that no other file of the list has
 * (two files of a list made in one second, as a browser names a second download of one name).
 */
export function unusedName(name: string, taken: ReadonlySet<string>): string {
  const extension = name.slice(name.lastIndexOf('.'));
  let candidate = name;
  for (let n = 2; taken.has(candidate); n++) candidate = `${nameStem(name)} (${n})${extension}`;
  return candidate;
}

/** The shared-download code of an export, derived with the server secret (so it is never stored). */
export const shortCodeOf = (secret: string, exportId: string) =>
  hmac(secret, `export-file:${exportId}`).slice(0, 32);
export const shortCodeHashOf = (code: string) => sha256(code);

/** RFC 6266 header: an ASCII fallback plus the UTF-8 name. */
export function contentDisposition(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/"/g, "'");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
