// The query side over a real generated + imported release (the importer calls buildDerivedTables):
// token search against an independent regex scan, and every facet summing to the total.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { termWordsNotice } from '@prospecta/contracts/name-words';
import { parseSearchQuery, type SearchQueryInput } from '@prospecta/contracts/search-query';
import { SITUATION_MOTIVES } from '@prospecta/contracts/situation-motives';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchSource } from '../../src/query/text-source.ts';
import { nameTokens, termWords } from '../../src/query/text-tokens.ts';
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

  it('matches a partner-name term within one partner, never with its words spread over two partners', async () => {
    const instance = await DuckDBInstance.create(file, { access_mode: 'READ_ONLY' });
    const c = await instance.connect();
    const read = async (sql: string) => (await c.runAndReadAll(sql)).getRowObjectsJson();
    const partners = await read(
      'SELECT cnpj_basico AS root, nome FROM partners WHERE nome IS NOT NULL ORDER BY cnpj_basico, nome',
    );
    const establishments = await read('SELECT cnpj, cnpj_basico AS root FROM establishments ORDER BY cnpj');
    c.closeSync();
    instance.closeSync();
    const byRoot = new Map<string, string[][]>();
    for (const { root, nome } of partners) {
      const list = byRoot.get(String(root)) ?? [];
      list.push(nameTokens(String(nome)));
      byRoot.set(String(root), list);
    }
    /** A partner's words hold the term: every word but the last, the last at least as a prefix. */
    const holds = (tokens: string[], term: string) => {
      const { exact, prefix } = termWords(term);
      return (
        exact.every((w) => tokens.includes(w)) &&
        (prefix === null || tokens.some((t) => t.startsWith(prefix)))
      );
    };
    const expected = (term: string) => {
      const roots = new Set(
        [...byRoot].filter(([, names]) => names.some((n) => holds(n, term))).map(([r]) => r),
      );
      return establishments.filter((e) => roots.has(String(e.root))).map((e) => String(e.cnpj));
    };
    // Two words x and y of two different partners of one company ("LUIZ" of one, "BRITO" of the other),
    // no partner of it holding both, and another company with one partner holding both.
    const spread = new Map<string, string>();
    for (const [root, names] of byRoot)
      for (const a of names)
        for (const b of names)
          for (const x of a.filter((w) => !b.includes(w)))
            for (const y of b.filter((w) => !a.includes(w)))
              if (!names.some((n) => n.includes(x) && n.includes(y)) && !spread.has(`${x} ${y}`))
                spread.set(`${x} ${y}`, root);
    const pair = [...spread].find(([term, root]) => expected(term).some((cnpj) => !cnpj.startsWith(root)));
    expect(
      pair,
      'a term spread over two partners of one company and held by one partner of another',
    ).toBeDefined();
    const [term, spreadRoot] = pair as [string, string];
    const [x, y] = term.split(' ') as [string, string];
    const spreadCnpjs = establishments.filter((e) => e.root === spreadRoot).map((e) => String(e.cnpj));
    // Each word alone finds the spread company (what matched it before, any partner giving any word).
    for (const word of [x, y])
      expect(await registry.cnpjs({ search: { match: { nm_socio: word } } }, 0, 10_000)).toEqual(
        expect.arrayContaining(spreadCnpjs),
      );
    const NO_OP = { nm_bairro: ['BAIRRO QUE NAO EXISTE'] };
    const shapes: [string, SearchQueryInput['search'], boolean][] = [
      ['the term alone (postings)', {}, true],
      ['a filter the postings hold, not abroad (postings)', { wherenot: { sg_uf: ['EX'] } }, true],
      ['a filter the postings do not hold (id IN)', { wherenot: NO_OP }, false],
    ];
    const terms = [term, `${y} ${x}`, `${x.toLowerCase()} ${y.slice(0, 3).toLowerCase()}`];
    for (const t of terms)
      for (const [shape, extra, postings] of shapes) {
        const query = { search: { match: { nm_socio: t }, ...extra } };
        const parsed = parseSearchQuery(query);
        if (!parsed.success) throw new Error(parsed.error.message);
        expect(searchSource(parsed.data.search, {}).postings, `${t}: ${shape}`).toBe(postings);
        const found = await registry.cnpjs(query, 0, 10_000);
        expect(found.sort(), `${t}: ${shape}`).toEqual(expected(t));
        expect(await registry.count(query), `${t}: ${shape}`).toBe(found.length);
        if (t !== terms[2])
          expect(
            found.filter((cnpj) => spreadCnpjs.includes(cnpj)),
            `${t}: ${shape}`,
          ).toEqual([]);
        expect(found.length, `${t}: ${shape}`).toBeGreaterThan(0);
      }
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
