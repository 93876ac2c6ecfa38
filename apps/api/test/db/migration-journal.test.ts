// drizzle's migrator applies only the migrations whose journal time (`when`) is later than the last one the
// database applied: a migration generated with an earlier time than the one before it (a hand-set time, a
// clock behind) would be skipped on every database already past it, silently.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const journal = JSON.parse(
  readFileSync(new URL('../../src/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: { idx: number; when: number; tag: string }[] };

describe('the migrations journal', () => {
  it('numbers the migrations in order and gives each a later time than the one before', () => {
    journal.entries.forEach((entry, index) => {
      expect(entry.idx).toBe(index);
      if (index > 0) expect(entry.when, entry.tag).toBeGreaterThan(journal.entries[index - 1]?.when ?? 0);
    });
  });
});
