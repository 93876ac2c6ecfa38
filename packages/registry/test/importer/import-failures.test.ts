import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRelease } from '../../src/importer/import-release.ts';
import { writeQuirkRelease } from './quirk-release.ts';
import {
  csvLine,
  establishmentLine,
  setCompressionMethod,
  tempDir,
  writeRelease,
} from './release-builder.ts';

let dir: string;
beforeAll(async () => {
  dir = await tempDir('failures');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('import failures', () => {
  it('refuses a Deflate64 entry with a message naming the file and how to fix it', async () => {
    const release = await writeRelease(join(dir, 'deflate64'), [
      { zip: 'Estabelecimentos0.zip', entry: 'Estabelecimentos0', lines: [establishmentLine({})] },
    ]);
    await setCompressionMethod(join(release, 'Estabelecimentos0.zip'), 9);
    const out = join(dir, 'deflate64.duckdb');
    await expect(importRelease({ releaseDir: release, out, allowIncomplete: true })).rejects.toThrow(
      /Estabelecimentos0\.zip.*Deflate64.*(zip|7z)/s,
    );
    await expect(stat(out)).rejects.toThrow();
  });

  it('leaves the previous registry untouched when an import fails midway', async () => {
    const good = await writeQuirkRelease(join(dir, 'good'));
    const out = join(dir, 'registry.duckdb');
    await importRelease({ releaseDir: good, out, memoryLimit: '1GB', threads: 1 });
    const before = await readFile(out);

    // A zip whose compressed data is damaged: listing works, decompression fails during the import.
    const broken = await writeRelease(join(dir, 'broken'), [
      {
        zip: 'Empresas0.zip',
        entry: 'Empresas0',
        lines: [csvLine(['11222333', 'X', '2062', '49', '0,00', '01', ''])],
      },
      {
        zip: 'Estabelecimentos0.zip',
        entry: 'Estabelecimentos0',
        lines: Array.from({ length: 2000 }, (_v, i) =>
          establishmentLine({ ordem: String(i).padStart(4, '0') }),
        ),
      },
    ]);
    const zipPath = join(broken, 'Estabelecimentos0.zip');
    const bytes = await readFile(zipPath);
    bytes.fill(0x55, 60, 120);
    await writeFile(zipPath, bytes);

    await expect(
      importRelease({ releaseDir: broken, out, memoryLimit: '1GB', threads: 1, allowIncomplete: true }),
    ).rejects.toThrow(/Falha ao descompactar Estabelecimentos0/);
    expect(Buffer.compare(await readFile(out), before)).toBe(0);
    const leftovers = (await readdir(dir)).filter((name) => name.includes('.tmp-'));
    expect(leftovers).toEqual([]);
  });

  it('says in Portuguese that memory ran out, and what to change, leaving the previous registry untouched', async () => {
    const release = await writeQuirkRelease(join(dir, 'memory'));
    const out = join(dir, 'memory.duckdb');
    await importRelease({ releaseDir: release, out, memoryLimit: '1GB', threads: 1 });
    const before = await readFile(out);

    // A real DuckDB allocation failure: 4 MB cannot hold one working block.
    await expect(importRelease({ releaseDir: release, out, memoryLimit: '4MB', threads: 1 })).rejects.toThrow(
      /^Faltou memória para a importação com --memory-limit 4MB \(Out of Memory Error: .*\)\. O registro anterior não foi alterado; use um limite maior .*--threads 1\.$/,
    );
    expect(Buffer.compare(await readFile(out), before)).toBe(0);
    expect((await readdir(dir)).filter((name) => name.includes('.tmp-'))).toEqual([]);
  });

  it('refuses a directory without establishments', async () => {
    const release = await writeRelease(join(dir, 'empty'), [
      { zip: 'Cnaes.zip', entry: 'Cnaes', lines: [csvLine(['4711302', 'Comércio'])] },
    ]);
    await expect(importRelease({ releaseDir: release, out: join(dir, 'x.duckdb') })).rejects.toThrow(
      'Nenhum arquivo de Estabelecimentos',
    );
  });
});
