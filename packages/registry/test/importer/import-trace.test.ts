// The statement trace and profiles the importer README's per-statement figures come from
// (IMPORT_TRACE / IMPORT_PROFILE, or the `trace` option).
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRelease, traceFromEnv } from '../../src/importer/import-release.ts';
import { writeQuirkRelease } from './quirk-release.ts';
import { tempDir } from './release-builder.ts';

let dir: string;
beforeAll(async () => {
  dir = await tempDir('trace');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('import trace', () => {
  it('reads IMPORT_TRACE and IMPORT_PROFILE', () => {
    expect(traceFromEnv({})).toBeUndefined();
    expect(traceFromEnv({ IMPORT_TRACE: '1' })).toEqual({});
    expect(traceFromEnv({ IMPORT_PROFILE: 'profiles' })?.profileDir).toMatch(/profiles$/);
  });

  it('times every statement over the threshold and keeps its DuckDB profile', async () => {
    const release = await writeQuirkRelease(join(dir, 'release'));
    const profileDir = join(dir, 'profiles');
    const lines: string[] = [];
    await importRelease({
      releaseDir: release,
      out: join(dir, 'registry.duckdb'),
      memoryLimit: '1GB',
      threads: 1,
      trace: { minSeconds: 0, profileDir, write: (line) => lines.push(line) },
    });

    const line = /^\[trace\] (\d+\.\d) s \(CPU (\d+\.\d)\) (\d{3})\.json (.+)\n$/;
    expect(lines.length).toBeGreaterThan(20);
    for (const text of lines) expect(text).toMatch(line);
    const statements = lines.map((text) => text.match(line)?.[4] ?? '');
    expect(statements.some((sql) => sql.startsWith('INSERT INTO reg.establishments'))).toBe(true);
    expect(statements.some((sql) => sql.includes('TABLE name_tokens'))).toBe(true);

    // DuckDB writes a profile for the statements it plans (not for SET, ATTACH, macros): each one kept is
    // named after a reported statement, and the big ones are there.
    const names = lines.map((text) => `${text.match(line)?.[3]}.json`);
    const profiles = await readdir(profileDir);
    for (const name of profiles) expect(names).toContain(name);
    const insert = names[statements.findIndex((sql) => sql.startsWith('INSERT INTO reg.establishments'))];
    expect(profiles).toContain(insert);
    const profile = JSON.parse(await readFile(join(profileDir, insert as string), 'utf8'));
    expect(profile.query_name).toMatch(/^INSERT INTO reg\.establishments/);
    expect(profile.children.length).toBeGreaterThan(0);
    expect(typeof profile.cpu_time).toBe('number');
  });
});
