import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseIsoDate } from '../../src/generator/dates.ts';
import { generateRelease } from '../../src/generator/generate-release.ts';
import { sha256 } from './release-reader.ts';

const dirs: string[] = [];

async function digests(seed: number, workers: number): Promise<Map<string, string>> {
  const dir = await mkdtemp(join(tmpdir(), 'rfb-determinism-'));
  dirs.push(dir);
  await generateRelease({ size: 5_000, seed, releaseDay: parseIsoDate('2026-03-08'), outDir: dir, workers });
  const out = new Map<string, string>();
  for (const file of (await readdir(dir)).sort()) out.set(file, await sha256(join(dir, file)));
  return out;
}

afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('determinism', () => {
  it('writes the same bytes for the same size, seed and date, whatever the worker count', async () => {
    const first = await digests(11, 2);
    const second = await digests(11, 1);
    expect(first.size).toBe(37);
    expect([...second.entries()]).toEqual([...first.entries()]);
    const other = await digests(12, 2);
    expect(other.get('Estabelecimentos1.zip')).not.toBe(first.get('Estabelecimentos1.zip'));
    expect(other.get('Cnaes.zip')).toBe(first.get('Cnaes.zip'));
  });
});
