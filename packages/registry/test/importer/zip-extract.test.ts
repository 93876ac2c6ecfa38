import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findReleaseEntries, type ReleaseEntry } from '../../src/importer/release-files.ts';
import { extractEntry, looksLikeUtf8 } from '../../src/importer/zip-extract.ts';
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
    expect(result).toEqual({ nulBytes: 5000, replacedBytes: 0, bytes: text.length });
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

  it('with `clean`, replaces the bytes 0x80–0x9F (dashes, quotes, the rest a space) and checks the CRC of the original', async () => {
    const dir = await zipDir();
    const original = Buffer.from([
      ...Buffer.from('"1";"A'),
      0x96,
      ...Buffer.from('B'),
      0x93,
      ...Buffer.from('C'),
      0x94,
      0x80,
      0,
      ...Buffer.from('\xe9"\n', 'latin1'),
    ]);
    await writeZip(join(dir, 'Cnaes.zip'), [{ name: 'Cnaes', data: original }]);
    const target = join(dir, 'out.csv');
    const result = await extractEntry(await onlyEntry(dir), target, { clean: true });
    expect(result).toEqual({ nulBytes: 1, replacedBytes: 4, bytes: original.length });
    expect(await readFile(target, 'latin1')).toBe('"1";"A-B\'C\' \xe9"\n');
  });
});

describe('looksLikeUtf8', () => {
  it('tells UTF-8 accents from latin-1 ones, and plain ASCII from both', () => {
    expect(looksLikeUtf8(Buffer.from('"1";"CAFÉ ÀS 10h, algodão"', 'utf8'))).toBe(true);
    expect(looksLikeUtf8(Buffer.from('"1";"CAFÉ ÀS 10h, algodão"', 'latin1'))).toBe(false);
    expect(looksLikeUtf8(Buffer.from('"1";"CAFE"', 'latin1'))).toBe(false);
    // Mostly UTF-8 but one lone latin-1 byte: not UTF-8 (read as latin-1, cleaned if need be).
    expect(looksLikeUtf8(Buffer.concat([Buffer.from('ação', 'utf8'), Buffer.from('é', 'latin1')]))).toBe(
      false,
    );
    // A sequence cut by the end of the first MB is not held against it.
    expect(looksLikeUtf8(Buffer.from('ação', 'utf8').subarray(0, 4), true)).toBe(true);
    expect(looksLikeUtf8(Buffer.from('ação', 'utf8').subarray(0, 4))).toBe(false);
  });
});
