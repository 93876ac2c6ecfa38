import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZipEntryWriter } from '../../src/generator/zip-writer.ts';
import { readZip } from './release-reader.ts';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'zip-writer-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** 3 MB of latin-1 rows in uneven chunks (more than the deflater's queue, so back-pressure is exercised). */
function chunks(): Buffer[] {
  const out: Buffer[] = [];
  for (let i = 0; i < 40; i++) {
    const rows = Array.from(
      { length: 1000 + i * 37 },
      (_, j) => `"${i}";"${j}";"SÃO PAULO";"${(i * j) % 97}"\n`,
    );
    out.push(Buffer.from(rows.join(''), 'latin1'));
  }
  return out;
}

async function write(name: string, forceZip64: boolean): Promise<{ path: string; size: number }> {
  const path = join(dir, name);
  const zip = new ZipEntryWriter(path, {
    name: 'K3241.K03200Y0.D60914.ESTABELE',
    date: [2026, 9, 14, 12],
    forceZip64,
  });
  for (const chunk of chunks()) await zip.write(chunk);
  return { path, size: await zip.end() };
}

describe('ZipEntryWriter', () => {
  it.each([false, true])(
    'writes a zip that yauzl reads back byte for byte (ZIP64 records: %s)',
    async (zip64) => {
      const { path, size } = await write(`entry-${zip64}.zip`, zip64);
      expect((await stat(path)).size).toBe(size);
      const [entry, ...rest] = await readZip(path);
      expect(rest).toEqual([]);
      expect(entry?.innerName).toBe('K3241.K03200Y0.D60914.ESTABELE');
      expect(entry?.data.equals(Buffer.concat(chunks()))).toBe(true);
    },
  );

  it('stores the fixed DOS date and time, so the bytes do not depend on the clock', async () => {
    const first = await write('a.zip', false);
    const second = await write('b.zip', false);
    expect((await readFile(first.path)).equals(await readFile(second.path))).toBe(true);
  });
});
