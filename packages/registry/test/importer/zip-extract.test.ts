import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findReleaseEntries, type ReleaseEntry } from '../../src/importer/release-files.ts';
import { extractEntry } from '../../src/importer/zip-extract.ts';
import { tempDir, writeZip } from './release-builder.ts';

const dirs: string[] = [];
const zipDir = async () => {
  const dir = await tempDir('zip');
  dirs.push(dir);
  return dir;
};
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function onlyEntry(dir: string): Promise<ReleaseEntry> {
  const [entry] = (await findReleaseEntries(dir)).entries;
  if (!entry) throw new Error('no entry');
  return entry;
}

const text = Array.from({ length: 5000 }, (_v, i) => `"${i}";"LINHA\0 ${i}"\n`).join('');

describe('extractEntry', () => {
  it.each([
    ['deflated', true],
    ['stored', false],
  ])('writes a %s entry without its NUL bytes', async (_label, compress) => {
    const dir = await zipDir();
    await writeZip(join(dir, 'Cnaes.zip'), [{ name: 'Cnaes', data: Buffer.from(text, 'latin1'), compress }]);
    const entry = await onlyEntry(dir);
    const target = join(dir, 'out.csv');
    const result = await extractEntry(entry, target);
    expect(result).toEqual({ nulBytes: 5000, bytes: text.length });
    expect(await readFile(target, 'latin1')).toBe(text.replaceAll('\0', ''));
  });

  it('refuses an entry whose bytes do not match the CRC-32 of the central directory', async () => {
    const dir = await zipDir();
    const zipPath = join(dir, 'Cnaes.zip');
    await writeZip(zipPath, [{ name: 'Cnaes', data: Buffer.from(text, 'latin1'), compress: false }]);
    const bytes = await readFile(zipPath);
    const at = bytes.indexOf('LINHA');
    bytes.write('LINHX', at, 'latin1');
    await writeFile(zipPath, bytes);
    const entry = await onlyEntry(dir);
    await expect(extractEntry(entry, join(dir, 'out.csv'))).rejects.toThrow(/Falha ao descompactar.*CRC-32/);
  });
});
