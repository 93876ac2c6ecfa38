// "Sócios e decisores → Nome do sócio": a term's words must all be in ONE partner's name. QA found "Luiz
// Brito" matching a company whose partners were LUIZ DOS BARROS LIMA and FELIPE … BRITO. Here, over the shared
// generated registry: a term whose two words two partners of one company share between them, and a company
// with one partner holding both, searched through the API (as staff, so no role rule adds filters).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, bearer } from '../helper.ts';
import { buildSearchTestApp, type SearchTestApp } from '../registry-fixture.ts';

let t: SearchTestApp;
beforeAll(async () => {
  t = await buildSearchTestApp();
});
afterAll(() => t.close());

/** The words of a generated partner's name a search can use (upper case, no accents; no linking words). */
const words = (name: string | null) =>
  [...new Set((name ?? '').split(' '))].filter((w) => /^[A-Z]{3,}$/.test(w) && !['DAS', 'DOS'].includes(w));

/** Each company root's partners' words, from the registry's own company records. */
async function partnersByRoot(): Promise<Map<string, string[][]>> {
  const registry = await t.app.registry.get();
  const cnpjs = await registry.cnpjs({ search: { exists: ['fl_socios'] } }, 0, 100_000);
  const byRoot = new Map<string, string[][]>();
  for (let i = 0; i < cnpjs.length; i += 600) {
    for (const [cnpj, company] of await registry.companies(cnpjs.slice(i, i + 600)))
      byRoot.set(
        cnpj.slice(0, 8),
        company.socios.map((s) => words(s.nome)),
      );
  }
  return byRoot;
}

describe('searching by a partner name', () => {
  it('leaves out a company whose partners share the words between them, keeps one whose partner has both', async () => {
    const byRoot = await partnersByRoot();
    const holders = (x: string, y: string) =>
      [...byRoot].filter(([, names]) => names.some((n) => n.includes(x) && n.includes(y))).map(([r]) => r);
    let found: { x: string; y: string; spread: string; held: string[] } | undefined;
    for (const [root, names] of byRoot) {
      for (const [a, b] of names.flatMap((a) => names.map((b) => [a, b] as const)))
        for (const x of a.filter((w) => !b.includes(w)))
          for (const y of b.filter((w) => !a.includes(w))) {
            const held = holders(x, y);
            if (!found && held.length > 0 && !held.includes(root)) found = { x, y, spread: root, held };
          }
    }
    expect(
      found,
      'a term spread over two partners of one company, held by one partner of another',
    ).toBeDefined();
    const { x, y, spread, held } = found as NonNullable<typeof found>;
    const cnpjsOf = async (search: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/searches/get_cnpjs_by_search',
        headers: bearer(await t.token(ADMIN)),
        payload: { query: { search }, return_size: 1000 },
      });
      expect(res.statusCode).toBe(200);
      return (res.json().cnpjs as string[]).map((cnpj) => cnpj.slice(0, 8));
    };
    // Each word alone finds the spread company (any partner giving any word matched it before).
    for (const word of [x, y]) expect(await cnpjsOf({ match: { nm_socio: word } })).toContain(spread);
    const term = `${x.toLowerCase()} ${y.toLowerCase()}`;
    for (const search of [
      { match: { nm_socio: term } },
      { match: { nm_socio: `${y} ${x}` } },
      // A filter the partner postings do not carry: the term is then a condition over every establishment.
      { match: { nm_socio: term }, wherenot: { nm_bairro: ['BAIRRO QUE NAO EXISTE'] } },
    ]) {
      const roots = await cnpjsOf(search);
      expect(roots, JSON.stringify(search)).not.toContain(spread);
      expect([...new Set(roots)].sort(), JSON.stringify(search)).toEqual([...held].sort());
    }
  });
});
