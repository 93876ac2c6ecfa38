// The import's disk check on a real small file system: a tmpfs mounted in a private mount namespace
// (`unshare -rm`, no privileges needed on Debian), so the free space is what the import really sees.
import { execFile } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeQuirkRelease } from './quirk-release.ts';
import { tempDir } from './release-builder.ts';

const CLI = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));
let dir: string;
let release: string;
beforeAll(async () => {
  dir = await tempDir('disk-room');
  release = await writeQuirkRelease(join(dir, 'release'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Runs the import CLI with its output on a fresh tmpfs of `size`; lists what is left there afterwards. */
async function importOnSmallDisk(size: string) {
  const mountPoint = join(dir, `disk-${size}`);
  await mkdir(mountPoint);
  const script = `mount -t tmpfs -o size=${size} tmpfs "$1" || exit 90
    npx tsx "$2" import "$3" --out "$1/registry.duckdb" --memory-limit 1GB --threads 1; code=$?
    echo "left: $(ls -A "$1" | tr '\\n' ' ')"; exit $code`;
  try {
    const { stdout, stderr } = await promisify(execFile)(
      'unshare',
      ['-rm', 'sh', '-c', script, 'sh', mountPoint, CLI, release],
      { env: { ...process.env, NO_COLOR: '1' } },
    );
    return { code: 0, stdout, stderr, mountPoint };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr, mountPoint };
  }
}

describe('disk room', () => {
  it('refuses before reading anything when the disk beside the output is too small, and writes nothing', async () => {
    const { code, stdout, stderr, mountPoint } = await importOnSmallDisk('8m');
    expect(code).toBe(1);
    expect(stderr).toMatch(
      new RegExp(
        `Espaço em disco insuficiente em ${mountPoint}: a importação precisa de cerca de [\\d,]+ MB no pico .* e há 8,4 MB livres\\.`,
      ),
    );
    expect(stdout.trim()).toBe('left:');
  }, 60_000);

  it('imports when the estimate fits, and reports the space it took', async () => {
    const { code, stdout, stderr } = await importOnSmallDisk('200m');
    expect(stderr).not.toMatch(/Espaço em disco/);
    expect(code).toBe(0);
    const size = '([\\d,]+) MB';
    const disk = new RegExp(
      `Disco: pico de ${size} usados \\(estimativa ${size}, ${size} livres no início\\)`,
    ).exec(stdout);
    const [used, estimate, free] = (disk ?? []).slice(1).map((value) => Number(value.replace(',', '.')));
    expect(used).toBeGreaterThan(1);
    expect(estimate).toBeGreaterThanOrEqual(used as number);
    expect(free).toBeCloseTo(209.7, 0);
    expect(stdout).toMatch(/left: registry\.duckdb registry\.duckdb\.import-report\.json $/m);
  }, 60_000);
});
