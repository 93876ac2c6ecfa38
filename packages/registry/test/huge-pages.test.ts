// The huge-page library (native/huge-pages.c) built and preloaded for real, and the import CLI relaunching
// itself with it (src/huge-pages.ts).
import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildHugePageLibrary,
  HUGE_PAGES_ENV,
  type HugePageMode,
  parseHugePageMode,
  RELAUNCHED_ENV,
  systemHugePageMode,
} from '../src/huge-pages.ts';
import { writeQuirkRelease } from './importer/quirk-release.ts';
import { tempDir } from './importer/release-builder.ts';

const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
const run = promisify(execFile);
let dir: string;
let library: string | undefined;
let mode: HugePageMode | undefined;

beforeAll(async () => {
  dir = await tempDir('huge-pages');
  library = await buildHugePageLibrary(join(dir, 'build'));
  mode = await systemHugePageMode();
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/**
 * A Node process that maps 64 MB (a Buffer that large is its own anonymous mapping) and prints whether that
 * mapping carries the kernel's huge-page advice (`hg` among its VmFlags in /proc/self/smaps).
 */
const ADVISED_PROBE = `
  const block = Buffer.alloc(64 * 2 ** 20, 1);
  const regions = require('node:fs').readFileSync('/proc/self/smaps', 'utf8').split(/\\n(?=[0-9a-f]+-[0-9a-f]+ )/);
  const big = regions.filter((region) => Number(/^Size:\\s+(\\d+) kB/m.exec(region)?.[1]) >= 65536);
  console.log(JSON.stringify({ big: big.length, advised: big.some((region) => /^VmFlags:.* hg/m.test(region)), sum: block[0] }));`;

async function probe(preload?: string): Promise<{ big: number; advised: boolean }> {
  const env = { ...process.env, LD_PRELOAD: preload ?? '' };
  const { stdout } = await run(process.execPath, ['-e', ADVISED_PROBE], { env });
  return JSON.parse(stdout);
}

describe('huge pages', () => {
  it('reads the mode the system selected', () => {
    expect(parseHugePageMode('always [madvise] never\n')).toBe('madvise');
    expect(parseHugePageMode('[always] madvise never')).toBe('always');
    expect(parseHugePageMode('always madvise [never]')).toBe('never');
    expect(parseHugePageMode('')).toBeUndefined();
  });

  it('builds the library once per version of its source', async () => {
    expect(library).toMatch(/huge-pages-[0-9a-f]{12}\.so$/);
    expect(await buildHugePageLibrary(join(dir, 'build'))).toBe(library);
    expect(await buildHugePageLibrary(join(dir, 'other'), 'no-such-compiler')).toBeUndefined();
  });

  it('advises the large anonymous mappings of a process that preloads it, and only then', async () => {
    const without = await probe();
    const advisedWith = await probe(library);
    expect(without.big).toBeGreaterThan(0);
    expect(without.advised).toBe(false);
    expect(advisedWith.advised).toBe(true);
  });

  it('relaunches the import with the library where the system leaves huge pages to madvise', async () => {
    const release = await writeQuirkRelease(join(dir, 'release'));
    const importWith = async (name: string, env: Record<string, string>) => {
      const out = join(dir, `registry-${name}.duckdb`);
      const { stdout } = await run(
        'npx',
        ['tsx', CLI, 'import', release, '--out', out, '--memory-limit', '1GB', '--threads', '1'],
        { env: { ...process.env, NO_COLOR: '1', ...env } },
      );
      const report = JSON.parse(await readFile(`${out}.import-report.json`, 'utf8'));
      return { stdout, hugePages: report.hugePages as boolean };
    };
    const relaunched = await importWith('relaunched', {});
    expect(relaunched.hugePages).toBe(mode === 'always' || mode === 'madvise');
    expect(relaunched.stdout.includes('(páginas grandes)')).toBe(relaunched.hugePages);
    const switchedOff = await importWith('off', { [HUGE_PAGES_ENV]: '0' });
    expect(switchedOff.hugePages).toBe(mode === 'always');
    // A child that was relaunched never relaunches again (here: marked, without the library loaded).
    const child = await importWith('child', { [RELAUNCHED_ENV]: '1' });
    expect(child.hugePages).toBe(mode === 'always');
  });
});
