// Disk room for an import. The new registry, the extracted entries and DuckDB's spill folder all live next
// to the output, and a full release runs for about 25 minutes: the room is checked before the first file is
// read, and the space actually taken is sampled while the import runs and reported with the estimate.
import { statfs } from 'node:fs/promises';
import type { ReleaseEntry } from './release-files.ts';

/** Registry bytes per byte of CSV in the release (generated releases: 10 M 0.59, 72 M 0.54). */
export const REGISTRY_PER_CSV_BYTE = 0.6;
/** What any registry takes whatever its size: code tables, municipalities, the first blocks of every table. */
export const REGISTRY_BASE_BYTES = 16e6;
/**
 * Working bytes per byte of CSV when the establishments are sorted (typed working tables plus the sort's
 * runs): what exceeds the memory limit is in the spill folder then, the import's peak. Generated releases:
 * 72 M (26.5 GB of CSV) took 54.3 GB at the peak under a 16GB limit, 60 GB under 12GB, and 68 GB under 12GB
 * with huge pages (src/huge-pages.ts), the registry file included; 10 M (3.7 GB, nothing spills) 2.2 GB.
 */
export const WORKING_PER_CSV_BYTE = 2.25;
/** Headroom over the model. */
export const DISK_MARGIN = 1.1;

const UNITS: Record<string, number> = {
  B: 1,
  KB: 1e3,
  MB: 1e6,
  GB: 1e9,
  TB: 1e12,
  KIB: 2 ** 10,
  MIB: 2 ** 20,
  GIB: 2 ** 30,
  TIB: 2 ** 40,
};

/** Bytes of a size as DuckDB reads it: '16GB' (or '16G') is 16·10⁹ bytes, '12GiB' 12·2³⁰; zero is refused. */
export function parseByteSize(value: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(B|[KMGT](?:I?B)?)?\s*$/i.exec(value);
  if (!match || Number(match[1]) === 0)
    throw new Error(`Tamanho inválido: ${value} (use, por exemplo, 12GB)`);
  const unit = (match[2] ?? 'B').toUpperCase();
  return Number(match[1]) * (UNITS[unit.endsWith('B') ? unit : `${unit}B`] as number);
}

export type DiskEstimate = {
  /** The new registry file. */
  registryBytes: number;
  /** While reading: the entry being read and the next one, extracted side by side. */
  extractedBytes: number;
  /** When the establishments are sorted: the working bytes beyond the memory limit. */
  spillBytes: number;
  /** The peak: the extracted entries, or later the spill beside the registry being written, with a margin. */
  totalBytes: number;
};

/** The disk an import of `entries` takes at its peak under `memoryLimitBytes`. */
export function estimateImportDisk(entries: readonly ReleaseEntry[], memoryLimitBytes: number): DiskEstimate {
  if (entries.length === 0) return { registryBytes: 0, extractedBytes: 0, spillBytes: 0, totalBytes: 0 };
  const sizes = entries.map((entry) => entry.uncompressedSize).sort((a, b) => b - a);
  const csvBytes = sizes.reduce((sum, size) => sum + size, 0);
  const registryBytes = REGISTRY_BASE_BYTES + Math.ceil(REGISTRY_PER_CSV_BYTE * csvBytes);
  const extractedBytes = (sizes[0] ?? 0) + (sizes[1] ?? 0);
  const spillBytes = Math.max(0, Math.ceil(WORKING_PER_CSV_BYTE * csvBytes - memoryLimitBytes));
  const peak = Math.max(extractedBytes, registryBytes + spillBytes);
  return { registryBytes, extractedBytes, spillBytes, totalBytes: Math.ceil(DISK_MARGIN * peak) };
}

/** Bytes an unprivileged process can still write on the file system holding `dir`. */
export async function freeDiskBytes(dir: string): Promise<number> {
  const stats = await statfs(dir);
  return stats.bavail * stats.bsize;
}

/** A disk size in Portuguese: '63 GB', '2,2 GB', '45 MB'. */
export function diskSize(bytes: number): string {
  const [value, unit] = bytes >= 1e9 ? [bytes / 1e9, 'GB'] : [bytes / 1e6, 'MB'];
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: value < 10 ? 1 : 0 })} ${unit}`;
}

/** Throws, in Portuguese, when `freeBytes` cannot hold the estimate. */
export function assertDiskRoom(dir: string, estimate: DiskEstimate, freeBytes: number): void {
  if (freeBytes >= estimate.totalBytes) return;
  throw new Error(
    `Espaço em disco insuficiente em ${dir}: a importação precisa de cerca de ${diskSize(estimate.totalBytes)} ` +
      `no pico (o registro novo, cerca de ${diskSize(estimate.registryBytes)}, e os arquivos temporários) ` +
      `e há ${diskSize(freeBytes)} livres. Libere espaço, ` +
      'grave em outro disco (--out) ou aumente --memory-limit (menos temporários). Nada foi alterado.',
  );
}

/**
 * Samples the free space of `dir`'s file system every `intervalMs` until stopped; `stop()` gives the most
 * the import took (free space at the start minus the least seen; other writers on the disk count too).
 */
export function sampleDiskUse(
  dir: string,
  freeAtStart: number,
  intervalMs = 1000,
): { stop: () => Promise<number> } {
  let leastFree = freeAtStart;
  let pending: Promise<void> = Promise.resolve();
  const sample = () => {
    pending = freeDiskBytes(dir)
      .then((free) => {
        leastFree = Math.min(leastFree, free);
      })
      .catch(() => undefined);
  };
  const timer = setInterval(sample, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await pending;
      sample();
      await pending;
      return Math.max(0, freeAtStart - leastFree);
    },
  };
}
