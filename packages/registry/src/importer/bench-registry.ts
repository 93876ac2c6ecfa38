// A generated registry for benchmarks: data/bench/registry-<size>.duckdb, reused when it exists in the
// current file format, otherwise imported again (and its release generated first when missing). The
// API and registry benchmarks share it so a format change never leaves a benchmark on an unreadable file.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parseIsoDate } from '../generator/dates.ts';
import { DEFAULT_RELEASE_DATE } from '../generator/generate-command.ts';
import { generateRelease } from '../generator/generate-release.ts';
import { REGISTRY_FORMAT_VERSION } from '../schema.ts';
import { importRelease } from './import-release.ts';
import { readRegistryInfo } from './info-command.ts';

/** Whether `file` exists and was written in the current format. */
export async function isCurrentRegistry(file: string): Promise<boolean> {
  if (!existsSync(file)) return false;
  const info = await readRegistryInfo(file).catch(() => null);
  return (info?.formatVersion ?? 0) >= REGISTRY_FORMAT_VERSION;
}

/** The path of a current bench registry of `size` establishments under `benchDir`, built when needed. */
export async function benchRegistry(benchDir: string, size: number): Promise<string> {
  const file = join(benchDir, `registry-${size}.duckdb`);
  if (await isCurrentRegistry(file)) return file;
  const releaseDir = join(benchDir, `release-${size}`);
  if (!existsSync(join(releaseDir, 'Estabelecimentos0.zip'))) {
    console.log(`gerando release de ${size.toLocaleString('pt-BR')} estabelecimentos em ${releaseDir}…`);
    await mkdir(releaseDir, { recursive: true });
    await generateRelease({
      size,
      seed: 1,
      releaseDay: parseIsoDate(DEFAULT_RELEASE_DATE),
      outDir: releaseDir,
    });
  }
  console.log(`importando ${releaseDir} → ${file}…`);
  await importRelease({ releaseDir, out: file });
  return file;
}
