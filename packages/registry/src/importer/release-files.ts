// Finds the Receita Federal files of a release directory: zips by name, inner CSVs by pattern
// (monthly names like `K3241.K03200Y0.D30114.ESTABELE` and short ones like `Estabelecimentos0`).
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import yauzl from 'yauzl';

export type FileKind =
  | 'establishments'
  | 'companies'
  | 'partners'
  | 'simples'
  | 'cnaes'
  | 'motivos'
  | 'municipios'
  | 'naturezas'
  | 'paises'
  | 'qualificacoes';

export const LOOKUP_KINDS = [
  'cnaes',
  'motivos',
  'municipios',
  'naturezas',
  'paises',
  'qualificacoes',
] as const;

export type ReleaseEntry = {
  zipPath: string;
  zipName: string;
  entryName: string;
  kind: FileKind;
  compressedSize: number;
  uncompressedSize: number;
  compressionMethod: number;
  /** Where the entry's local header starts in the zip, its CRC-32 and general-purpose flags. */
  localHeaderOffset: number;
  crc32: number;
  flags: number;
  modified: Date;
};

const INNER_PATTERNS: ReadonlyArray<[RegExp, FileKind]> = [
  [/ESTABELE|^Estabelecimentos/i, 'establishments'],
  [/EMPRECSV|^Empresas/i, 'companies'],
  [/SOCIOCSV|^Socios/i, 'partners'],
  [/SIMPLES/i, 'simples'],
  [/CNAECSV|^Cnaes/i, 'cnaes'],
  [/MOTICSV|^Motivos/i, 'motivos'],
  [/MUNICCSV|^Municipios/i, 'municipios'],
  [/NATJUCSV|^Naturezas/i, 'naturezas'],
  [/PAISCSV|^Paises/i, 'paises'],
  [/QUALSCSV|^Qualificacoes/i, 'qualificacoes'],
];

/** Kind of a file name (inner CSV name first, then the zip's own name), or null. */
export function classifyName(name: string): FileKind | null {
  const base = name.split('/').pop() ?? name;
  for (const [pattern, kind] of INNER_PATTERNS) if (pattern.test(base)) return kind;
  return null;
}

function listZipEntries(zipPath: string): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(zipPath, { lazyEntries: true, autoClose: true }, (openError, zip) => {
      if (openError || !zip) {
        reject(new Error(`Não foi possível abrir ${zipPath}: ${openError?.message ?? 'zip inválido'}`));
        return;
      }
      const entries: yauzl.Entry[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!entry.fileName.endsWith('/')) entries.push(entry);
        zip.readEntry();
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', (error: Error) => reject(new Error(`Zip corrompido ${zipPath}: ${error.message}`)));
      zip.readEntry();
    });
  });
}

/** Every importable entry of the release directory, in a stable order (lookups first). */
export async function findReleaseEntries(
  dir: string,
): Promise<{ entries: ReleaseEntry[]; ignored: string[] }> {
  const names = (await readdir(dir)).filter((name) => name.toLowerCase().endsWith('.zip')).sort();
  const entries: ReleaseEntry[] = [];
  const ignored: string[] = [];
  for (const zipName of names) {
    const zipPath = join(dir, zipName);
    for (const entry of await listZipEntries(zipPath)) {
      const kind = classifyName(entry.fileName) ?? classifyName(zipName);
      if (!kind) {
        ignored.push(`${zipName}/${entry.fileName}`);
        continue;
      }
      entries.push({
        zipPath,
        zipName,
        entryName: entry.fileName,
        kind,
        compressedSize: entry.compressedSize,
        uncompressedSize: entry.uncompressedSize,
        compressionMethod: entry.compressionMethod,
        localHeaderOffset: entry.relativeOffsetOfLocalHeader,
        crc32: entry.crc32,
        flags: entry.generalPurposeBitFlag,
        modified: entry.getLastModDate(),
      });
    }
  }
  const rank = (kind: FileKind) => ((LOOKUP_KINDS as readonly string[]).includes(kind) ? 0 : 1);
  entries.sort((a, b) => rank(a.kind) - rank(b.kind));
  return { entries, ignored };
}

/**
 * Release (extraction) date: the `DYMMDD` code of the RFB inner names (D30114 → 2023-01-14),
 * else the explicit option, else the newest entry date.
 */
export function detectReleaseDate(entries: readonly ReleaseEntry[], explicit?: string): string {
  for (const entry of entries) {
    const match = /(?:^|\.)D(\d)(\d{2})(\d{2})(?:\.|$)/.exec(entry.entryName);
    if (!match) continue;
    const [, y, m, d] = match;
    const iso = `${2020 + Number(y)}-${m}-${d}`;
    if (!Number.isNaN(Date.parse(`${iso}T00:00:00Z`))) return iso;
  }
  if (explicit) return explicit;
  const newest = Math.max(...entries.map((entry) => entry.modified.getTime()));
  if (!Number.isFinite(newest))
    throw new Error('Não foi possível determinar a data da publicação: use --release-date');
  const date = new Date(newest);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
