// Finds the Receita Federal files of a release directory: zips by name, inner CSVs by pattern
// (monthly names like `K3241.K03200Y0.D30114.ESTABELE` and short ones like `Estabelecimentos0`).
import { readdir, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
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
  /** Part of a big kind's series (Estabelecimentos0–9 …), from the inner name; undefined when it has none. */
  part?: number;
  compressedSize: number;
  uncompressedSize: number;
  compressionMethod: number;
  /** Where the entry's local header starts in the zip, its CRC-32 and general-purpose flags. */
  localHeaderOffset: number;
  crc32: number;
  flags: number;
  modified: Date;
};

// Inner entry names only (a zip's own name says nothing: `Backup-Estabelecimentos-antigo.zip` may hold a
// note). RFB monthly names carry the kind as a dotted word (`K3241.K03200Y0.D30114.ESTABELE`,
// `F.K03200$W.SIMPLES.CSV.D30114`); short names are the kind and the part (`Estabelecimentos0`), with an
// optional `.csv` either way.
const INNER_PATTERNS: ReadonlyArray<[RegExp, FileKind]> = [
  [/(^|\.)ESTABELE(\.csv)?$|^Estabelecimentos\d*(\.csv)?$/i, 'establishments'],
  [/(^|\.)EMPRECSV(\.csv)?$|^Empresas\d*(\.csv)?$/i, 'companies'],
  [/(^|\.)SOCIOCSV(\.csv)?$|^Socios\d*(\.csv)?$/i, 'partners'],
  [/(^|\.)SIMPLES\.CSV(\.D\d{5})?$|^Simples(\.csv)?$/i, 'simples'],
  [/(^|\.)CNAECSV(\.csv)?$|^Cnaes(\.csv)?$/i, 'cnaes'],
  [/(^|\.)MOTICSV(\.csv)?$|^Motivos(\.csv)?$/i, 'motivos'],
  [/(^|\.)MUNICCSV(\.csv)?$|^Municipios(\.csv)?$/i, 'municipios'],
  [/(^|\.)NATJUCSV(\.csv)?$|^Naturezas(\.csv)?$/i, 'naturezas'],
  [/(^|\.)PAISCSV(\.csv)?$|^Paises(\.csv)?$/i, 'paises'],
  [/(^|\.)QUALSCSV(\.csv)?$|^Qualificacoes(\.csv)?$/i, 'qualificacoes'],
];

/** Kind of an inner entry name (its last path segment), or null. */
export function classifyName(name: string): FileKind | null {
  const base = name.split('/').pop() ?? name;
  for (const [pattern, kind] of INNER_PATTERNS) if (pattern.test(base)) return kind;
  return null;
}

/**
 * Part number of a big file's inner name: the digit after `Y` of an RFB name (`K03200Y3` → 3) or the number
 * ending a short name (`Estabelecimentos3` → 3); undefined when the name carries none.
 */
export function partNumber(name: string): number | undefined {
  const base = name.split('/').pop() ?? name;
  const rfb = /\.K\d+Y(\d+)\./i.exec(base);
  if (rfb) return Number(rfb[1]);
  const short = /^[A-Za-z]+(\d+)(\.csv)?$/i.exec(base);
  return short ? Number(short[1]) : undefined;
}

function listZipEntries(zipPath: string): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(zipPath, { lazyEntries: true, autoClose: true }, (openError, zip) => {
      if (openError || !zip) {
        reject(
          new Error(
            `O arquivo ${basename(zipPath)} não pôde ser aberto como zip: está incompleto (download interrompido) ` +
              `ou não é um zip. Baixe-o de novo da Receita Federal.\n(${openError?.message ?? 'zip inválido'})`,
          ),
        );
        return;
      }
      const entries: yauzl.Entry[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!entry.fileName.endsWith('/')) entries.push(entry);
        zip.readEntry();
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', (error: Error) =>
        reject(
          new Error(
            `O arquivo ${basename(zipPath)} está danificado (zip corrompido). Baixe-o de novo da Receita Federal.\n(${error.message})`,
          ),
        ),
      );
      zip.readEntry();
    });
  });
}

/** Every importable entry of the release directory, in a stable order (lookups first). */
export async function findReleaseEntries(
  dir: string,
): Promise<{ entries: ReleaseEntry[]; ignored: string[] }> {
  const names = (await readdir(dir)).filter((name) => name.toLowerCase().endsWith('.zip')).sort();
  for (const zipName of names) {
    if ((await stat(join(dir, zipName))).isDirectory())
      throw new Error(
        `${zipName} em ${dir} é uma pasta, não um arquivo zip. Remova-a (ou renomeie-a) e deixe na pasta os .zip baixados da Receita Federal. Nada foi alterado.`,
      );
  }
  const entries: ReleaseEntry[] = [];
  const ignored: string[] = [];
  for (const zipName of names) {
    const zipPath = join(dir, zipName);
    for (const entry of await listZipEntries(zipPath)) {
      const kind = classifyName(entry.fileName);
      if (!kind) {
        ignored.push(`${zipName}/${entry.fileName}`);
        continue;
      }
      entries.push({
        zipPath,
        zipName,
        entryName: entry.fileName,
        kind,
        part: partNumber(entry.fileName),
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

export type ReleaseDate = {
  date: string;
  /** Where it came from: the inner names' DYMMDD, --release-date, or estimated from the newest entry date. */
  source: 'names' | 'option' | 'estimated';
  /** The --release-date given but not used (the names carry a date). */
  ignoredOption?: string;
};

/**
 * Release (extraction) date: the `DYMMDD` code of the RFB inner names (D30114 → 2023-01-14),
 * else the explicit option, else the newest entry date (estimated).
 */
export function detectReleaseDate(entries: readonly ReleaseEntry[], explicit?: string): ReleaseDate {
  for (const entry of entries) {
    const match = /(?:^|\.)D(\d)(\d{2})(\d{2})(?:\.|$)/.exec(entry.entryName);
    if (!match) continue;
    const [, y, m, d] = match;
    const iso = `${2020 + Number(y)}-${m}-${d}`;
    if (!Number.isNaN(Date.parse(`${iso}T00:00:00Z`)))
      return explicit && explicit !== iso
        ? { date: iso, source: 'names', ignoredOption: explicit }
        : { date: iso, source: 'names' };
  }
  if (explicit) return { date: explicit, source: 'option' };
  const newest = Math.max(...entries.map((entry) => entry.modified.getTime()));
  if (!Number.isFinite(newest))
    throw new Error('Não foi possível determinar a data da publicação: use --release-date');
  const date = new Date(newest);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
    source: 'estimated',
  };
}
