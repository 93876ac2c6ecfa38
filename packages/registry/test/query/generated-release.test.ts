// The query side over a real generated + imported release (the importer calls buildDerivedTables):
// token search against an independent regex scan, and every facet summing to the total.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { termWordsNotice } from '@prospecta/contracts/name-words';
import { SITUATION_MOTIVES } from '@prospecta/contracts/situation-motives';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRegistry, type Registry } from '../../src/registry.ts';

let registry: Registry;
let file: string;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'query-release-'));
  file = join(dir, 'registry.duckdb');
  const cli = join(import.meta.dirname, '../../src/cli.ts');
  const run = (...args: string[]) =>
    execFileSync(process.execPath, ['--import', 'tsx', cli, ...args], { stdio: 'pipe' });
  run('generate', '--size', '1500', '--seed', '7', '--out', join(dir, 'release'));
  run('import', join(dir, 'release'), '--out', file);
  registry = await openRegistry(file, { connections: 2 });
});
afterAll(async () => {
  await registry.close();
  await rm(dir, { recursive: true, force: true });
});

async function regexCount(word: string): Promise<number> {
  const instance = await DuckDBInstance.create(file, { access_mode: 'READ_ONLY' });
  const c = await instance.connect();
  const norm = (col: string) =>
    `upper(regexp_replace(strip_accents(coalesce(${col}, '')), '[^A-Za-z0-9]+', ' ', 'g'))`;
  const rows = await c.runAndReadAll(
    `SELECT count(*)::INTEGER AS n FROM establishments
      WHERE regexp_matches(' ' || ${norm('razao_social')} || ' ' || ${norm('nome_fantasia')} || ' ', ?)`,
    [` ${word} `],
  );
  const n = Number(rows.getRowObjectsJson()[0]?.n);
  c.closeSync();
  instance.closeSync();
  return n;
}

describe('queries over a generated release', () => {
  it('finds names by token as a full scan would', async () => {
    const answer = await registry.search({
      search: { where: { ds_situacao_cnpj: ['ATIVA'] }, return_size: 20 },
    });
    const words = new Set(
      answer.rows.flatMap((r) => (r.razao_social ?? '').split(/[^A-Z0-9]+/)).filter((w) => w.length > 4),
    );
    expect(words.size).toBeGreaterThan(0);
    for (const word of [...words].slice(0, 6)) {
      const count = await registry.count({ search: { match: { nm_empresa: `${word} x` } } });
      expect(count).toBe(await regexCount(word));
    }
  });

  it('finds a company by its legal name pasted whole, "LTDA" and "ME" at the end included', async () => {
    const answer = await registry.search({ search: { return_size: 200 } });
    const named = answer.rows.filter((r) => / (LTDA|ME)$/.test(r.razao_social ?? '')).slice(0, 5);
    expect(named.length).toBeGreaterThan(0);
    for (const row of named) {
      const found = await registry.search({
        search: { match: { nm_empresa: row.razao_social ?? '' }, return_size: 1000 },
      });
      expect(found.rows.map((r) => r.cnpj)).toContain(row.cnpj);
      // Lower-case, a full stop after it: the same.
      const typed = `${(row.razao_social ?? '').toLowerCase()}.`;
      expect(await registry.count({ search: { match: { nm_empresa: typed } } })).toBe(found.total);
    }
  });

  it('answers facets that add up, a company with labels and its partners', async () => {
    const answer = await registry.search({
      search: { where: { sg_regiao: ['SE', 'S'] }, exists: ['telefone'] },
    });
    for (const buckets of Object.values(answer.facets)) {
      expect(buckets.reduce((s, b) => s + b.count, 0)).toBe(answer.total);
    }
    const first = answer.rows[0];
    const company = await registry.company(first?.cnpj ?? '');
    expect(company?.situacao.label).toBeTruthy();
    expect(company?.natureza_juridica.label).not.toBe('Não informada');
    expect(answer.releaseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('ignores in the keyword and partner-name filters exactly the words the screen says it ignores', async () => {
    const instance = await DuckDBInstance.create(file, { access_mode: 'READ_ONLY' });
    const c = await instance.connect();
    const names = (
      await c.runAndReadAll(
        `SELECT DISTINCT nome FROM partners WHERE regexp_matches(nome, '^[A-Z]+ (DA|DE|DO|DOS|DAS) [A-Z]+$') ORDER BY 1 LIMIT 3`,
      )
    ).getRowObjectsJson();
    c.closeSync();
    instance.closeSync();
    expect(names.length).toBeGreaterThan(0);
    for (const { nome } of names) {
      const [first, linking, last] = String(nome).toLowerCase().split(' ');
      const term = `${first} ${linking} ${last}`;
      expect(termWordsNotice(term).ignored).toEqual([linking]);
      const count = await registry.count({ search: { match: { nm_socio: term } } });
      expect(count, term).toBeGreaterThan(0);
      expect(await registry.count({ search: { match: { nm_socio: `${first} ${last}` } } }), term).toBe(count);
    }
    // A keyword of ignored words only ("e") finds nothing; one's ignored words ("de") change nothing.
    const named = (await registry.search({ search: { return_size: 500 } })).rows
      .map((r) => /\b([A-Z]{3,}) (DE|DA|DO|E|EM) ([A-Z]{3,})\b/.exec(r.razao_social ?? ''))
      .find((m) => m !== null);
    const [, before, linking, after] = named ?? [];
    const keywords = [`${before} ${linking} ${after}`.toLowerCase(), 'e'];
    expect(keywords.map((k) => termWordsNotice(k).ignored)).toEqual([[linking?.toLowerCase()], ['e']]);
    const withIgnored = await registry.count({ search: { match: { nm_empresa: keywords } } });
    expect(withIgnored).toBeGreaterThan(0);
    expect(withIgnored).toBe(
      await registry.count({ search: { match: { nm_empresa: [`${before} ${after}`] } } }),
    );
    expect(await registry.count({ search: { match: { nm_empresa: ['e'] } } })).toBe(0);
  });

  it("reads a company's motivo de situação in proper Portuguese, not the RFB's upper case", async () => {
    const instance = await DuckDBInstance.create(file, { access_mode: 'READ_ONLY' });
    const c = await instance.connect();
    const rows = (
      await c.runAndReadAll(
        `SELECT motivo_situacao AS code, any_value(cnpj ORDER BY cnpj) AS cnpj, bool_or(m.codigo IS NULL) AS absent
           FROM establishments e LEFT JOIN motivos m ON m.codigo = e.motivo_situacao
          WHERE motivo_situacao > 0 GROUP BY 1 ORDER BY 1`,
      )
    ).getRowObjectsJson();
    c.closeSync();
    instance.closeSync();
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      const code = Number(row.code);
      const motive = (await registry.company(String(row.cnpj)))?.motivo_situacao;
      // A code the release's Motivos file lacks (32 in real releases) still shows, by its number.
      const expected = row.absent
        ? `Motivo ${code} (sem descrição na tabela da Receita Federal)`
        : SITUATION_MOTIVES[code];
      expect(motive, `motivo ${code}`).toEqual({ code, label: expected });
    }
  });

  it('gives companies of equal score in the order of their tiebreak, not state by state', async () => {
    const instance = await DuckDBInstance.create(file, { access_mode: 'READ_ONLY' });
    const c = await instance.connect();
    const read = async (sql: string) => (await c.runAndReadAll(sql)).getRowObjectsJson();
    const [level] = await read(
      'SELECT quality_data_score AS q FROM establishments WHERE situacao = 2 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
    );
    const q = Number(level?.q);
    const expected = await read(
      `SELECT cnpj, uf FROM establishments WHERE situacao = 2 AND quality_data_score = ${q}
        ORDER BY tiebreak, id LIMIT 40`,
    );
    c.closeSync();
    instance.closeSync();
    const answer = await registry.search({
      search: {
        where: { ds_situacao_cnpj: ['ATIVA'], quality_data_score: { gte: q, lte: q } },
        return_size: 40,
      },
    });
    expect(answer.rows.map((r) => r.cnpj)).toEqual(expected.map((r) => r.cnpj));
    // Broken by id (the stored order: situação, UF, CNAE…) the states came in ascending order, one at a time.
    const ufs = expected.map((r) => Number(r.uf));
    expect(ufs.some((uf, i) => i > 0 && uf < (ufs[i - 1] as number))).toBe(true);
  });

  it('finds lists of CNPJs, alphanumeric ones too, by key and check digits exactly as by their text', async () => {
    const instance = await DuckDBInstance.create(file, { access_mode: 'READ_ONLY' });
    const c = await instance.connect();
    const stored = (
      await c.runAndReadAll(
        `(SELECT cnpj FROM establishments WHERE regexp_matches(cnpj, '[A-Z]') ORDER BY cnpj LIMIT 5)
         UNION ALL (SELECT cnpj FROM establishments WHERE NOT regexp_matches(cnpj, '[A-Z]') ORDER BY cnpj DESC LIMIT 5)`,
      )
    )
      .getRows()
      .map(([cnpj]) => String(cnpj));
    c.closeSync();
    instance.closeSync();
    expect(stored.filter((cnpj) => /[A-Z]/.test(cnpj))).toHaveLength(5);
    const formatted = `${stored[0]?.slice(0, 2)}.${stored[0]?.slice(2, 5)}.${stored[0]?.slice(5, 8)}/${stored[0]?.slice(8, 12)}-${stored[0]?.slice(12)}`;
    const list = [...stored, formatted];
    const answer = await registry.search({ search: { where: { nu_cnpj: list }, return_size: 50 } });
    expect(answer.rows.map((r) => r.cnpj).sort()).toEqual([...stored].sort());
    // The same first 12 characters with other check digits (one key, another CNPJ) and a short number.
    const otherDigits = stored.map((cnpj) => `${cnpj.slice(0, 12)}${cnpj.endsWith('00') ? '01' : '00'}`);
    const batch = await registry.companies([...list, ...otherDigits, '123']);
    expect([...batch.keys()].sort()).toEqual([...stored].sort());
    const excluded = await registry.count({ search: { wherenot: { nu_cnpj: list } } });
    expect(excluded).toBe((await registry.count({ search: {} })) - stored.length);
  });
});
