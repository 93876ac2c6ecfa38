// The Registry API over a hand-made fixture: search answers, company queries, CEP lookup, reload.
import { copyFileSync } from 'node:fs';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headOfficeCnpj } from '../../src/query/cnpj-lookup.ts';
import { decisionMakers } from '../../src/query/company-detail.ts';
import { ConnectionPool } from '../../src/query/connection-pool.ts';
import { headOffices } from '../../src/query/group-queries.ts';
import { nameTokens } from '../../src/query/text-tokens.ts';
import { openRegistry, type Registry } from '../../src/registry.ts';
import { bruteForce } from './brute-force.ts';
import {
  byDefaultOrder,
  createFixtureRegistry,
  type FixturePartner,
  type FixtureRow,
  removeFixtureRegistries,
} from './fixture-registry.ts';

let registry: Registry;
let rows: FixtureRow[];
let partners: FixturePartner[];
let path: string;

beforeAll(async () => {
  const fixture = await createFixtureRegistry(300, 7);
  ({ rows, partners, path } = fixture);
  registry = await openRegistry(path, { connections: 3 });
});
afterAll(async () => {
  await registry.close();
  await removeFixtureRegistries();
});

describe('search answers', () => {
  it('returns total, ordered page, summary, facets and the release date', async () => {
    const search = { where: { sg_uf: ['SP', 'RJ'], ds_situacao_cnpj: ['ATIVA'] }, return_size: 5 };
    const answer = await registry.search({ search: { ...search, aggregation_type: ['municipio'] } });
    const expected = bruteForce(rows, partners, { ...search, offset: 0 } as never);
    expect(answer.total).toBe(expected.length);
    const best = [...expected].sort(byDefaultOrder).slice(0, 5);
    expect(answer.rows.map((r) => r.cnpj)).toEqual(best.map((r) => r.cnpj));
    expect(answer.releaseDate).toBe('2025-06-14');
    for (const facet of [
      'uf',
      'regiao',
      'porte',
      'faixa_idade',
      'situacao',
      'faixa_faturamento',
      'municipio',
    ]) {
      expect(answer.facets[facet]?.reduce((s, b) => s + b.count, 0)).toBe(expected.length);
    }
    expect(answer.summary.totalEmployees).toBe(expected.reduce((s, r) => s + (r.qt_funcionarios ?? 0), 0));
    const allSituacoes = bruteForce(rows, partners, { where: { sg_uf: ['SP', 'RJ'] } } as never).length;
    expect(answer.summary.companiesStatus.reduce((s, b) => s + b.count, 0)).toBe(allSituacoes);
    expect(answer.rows[0]?.situacao.label).toBe('Ativa');
  });

  it('gives each row its secondary CNAEs, so a row found by one can say which', async () => {
    const search = { where: { cd_cnae_secundario: [4711302] }, return_size: 20 };
    const answer = await registry.search({ search });
    expect(answer.total).toBe(bruteForce(rows, partners, { ...search, offset: 0 } as never).length);
    expect(answer.rows.length).toBeGreaterThan(0);
    const byCnpj = new Map(rows.map((r) => [r.cnpj, r]));
    for (const row of answer.rows) {
      expect(row.cnaes_secundarios).toContain(4711302);
      expect(row.cnaes_secundarios).toEqual(byCnpj.get(row.cnpj)?.cnaes_secundarias);
    }
  });

  it('pages deep and through the broad ranking the same way as the general path', async () => {
    const broad = await registry.cnpjs({ search: { where: { ds_situacao_cnpj: ['ATIVA'] } } }, 20, 30);
    const general = await registry.cnpjs(
      { search: { where: { ds_situacao_cnpj: ['ATIVA'], fl_matriz: true } } },
      0,
      1000,
    );
    const expected = rows
      .filter((r) => r.situacao === 2)
      .sort(byDefaultOrder)
      .slice(20, 50)
      .map((r) => r.cnpj);
    expect(broad).toEqual(expected);
    expect(general.length).toBe(rows.filter((r) => r.situacao === 2 && r.fl_matriz).length);
  });

  it('reads the CNPJs of a search with their names in sort order, as its pages show them', async () => {
    const query = { search: { where: { sg_uf: ['SP', 'RJ'] } } };
    const named = await registry.names(query, 5, 1000);
    expect(named.map((n) => n.cnpj)).toEqual(await registry.cnpjs(query, 5, 1000));
    const page = await registry.page({ search: { ...query.search, offset: 5, return_size: 1000 } });
    expect(named).toEqual(
      page.map((r) => ({ cnpj: r.cnpj, razao_social: r.razao_social, nome_fantasia: r.nome_fantasia })),
    );
    expect(named.length).toBe(bruteForce(rows, partners, query.search as never).length - 5);
  });

  it("filters and sorts by the company's figures or by the establishment's", async () => {
    const where = { sg_uf: ['SP', 'RJ', 'MG'] };
    const tie = (a: FixtureRow, b: FixtureRow) => a.tiebreak - b.tiebreak || a.id - b.id;
    for (const [field, column] of [
      ['vl_faturamento_empresa', 'vl_faturamento_empresa'],
      ['vl_faturamento', 'vl_faturamento'],
      ['qt_funcionarios_empresa', 'qt_funcionarios_empresa'],
    ] as const) {
      const search = { where, sort_by: [{ field, order: 'desc' as const }] };
      const value = (r: FixtureRow) => r[column] ?? Number.NEGATIVE_INFINITY;
      const expected = bruteForce(rows, partners, search as never)
        .sort((a, b) => value(b) - value(a) || tie(a, b))
        .map((r) => r.cnpj);
      expect(await registry.cnpjs({ search }, 0, 1000)).toEqual(expected);
    }
    // A company with branches: its head office and branches pass or fail the company filter together.
    const branched = rows.find((r) => r.qt_filiais > 0 && r.qt_funcionarios_empresa !== r.qt_funcionarios);
    if (!branched?.qt_funcionarios_empresa) throw new Error('the fixture has no company with branches');
    const total = branched.qt_funcionarios_empresa;
    const byCompany = await registry.cnpjs(
      { search: { where: { qt_funcionarios_empresa: { gte: total, lte: total } } } },
      0,
      1000,
    );
    const root = rows.filter((r) => r.cnpj_basico === branched.cnpj_basico).map((r) => r.cnpj);
    expect(byCompany).toEqual(expect.arrayContaining(root));
    expect(
      byCompany.every((cnpj) => rows.find((r) => r.cnpj === cnpj)?.qt_funcionarios_empresa === total),
    ).toBe(true);
  });

  it('orders a CNPJ list as given when asked, page by page; without a list that order is the default one', async () => {
    const picked = [...rows]
      .sort(byDefaultOrder)
      .slice(0, 12)
      .map((r) => r.cnpj)
      .reverse();
    const search = {
      where: { nu_cnpj: picked },
      sort_by: [{ field: 'nu_cnpj_ordem' as const, order: 'asc' as const }],
    };
    expect(await registry.cnpjs({ search }, 0, 1000)).toEqual(picked);
    const page = await registry.search({ search: { ...search, offset: 5, return_size: 5 } });
    expect(page.rows.map((r) => r.cnpj)).toEqual(picked.slice(5, 10));
    const reversed = { ...search, sort_by: [{ field: 'nu_cnpj_ordem' as const, order: 'desc' as const }] };
    expect(await registry.cnpjs({ search: reversed }, 0, 1000)).toEqual([...picked].reverse());
    const sp = { where: { sg_uf: ['SP'] } };
    expect(
      await registry.cnpjs(
        { search: { ...sp, sort_by: [{ field: 'nu_cnpj_ordem', order: 'asc' }] } },
        0,
        1000,
      ),
    ).toEqual(await registry.cnpjs({ search: sp }, 0, 1000));
  });

  it('excludes CNPJs the account already exported, from counts, pages, summaries and text searches', async () => {
    const sp = { search: { where: { sg_uf: ['SP'] } } };
    const all = await registry.cnpjs(sp, 0, 1000);
    const [first = '', ...rest] = all;
    const formatted = `${first.slice(0, 2)}.${first.slice(2, 5)}.${first.slice(5, 8)}/${first.slice(8, 12)}-${first.slice(12)}`;
    // Any format, repeats and unknown CNPJs; the same array again reuses its resolved ids.
    const excludedCnpjs = [formatted, ...rest.slice(0, 2), rest[0] as string, '11.111.111/1111-11'];
    for (let i = 0; i < 2; i++) {
      expect(await registry.count(sp, { excludedCnpjs })).toBe(all.length - 3);
      expect(await registry.cnpjs(sp, 0, 1000, { excludedCnpjs })).toEqual(all.slice(3));
      const answer = await registry.search({ search: { ...sp.search, return_size: 5 } }, { excludedCnpjs });
      expect(answer.total).toBe(all.length - 3);
      expect(answer.rows.map((r) => r.cnpj)).toEqual(all.slice(3, 8));
    }
    // Searches the cubes answer take the excluded rows' counts off the cube's (broad and block cubes: in
    // memory; token cube: grouped from the rows), and pages drop the excluded rows from the same search's
    // head: the same answer as the row path of wherenot nu_cnpj, first and deeper pages, for broad searches,
    // block searches (the flags and wherenot lists in them) and a frequent word.
    const excluded = all.slice(0, 40);
    const fromRows = async (search: Record<string, unknown>) => {
      for (const offset of [0, 33]) {
        const label = JSON.stringify({ search, offset });
        const wherenot = { ...(search.wherenot as object), nu_cnpj: excluded };
        const [a, b] = await Promise.all([
          registry.search({ search: { ...search, return_size: 5, offset } }, { excludedCnpjs: excluded }),
          registry.search({ search: { ...search, return_size: 5, offset, wherenot } }),
        ]);
        expect(a, label).toEqual(b);
        expect(b.total, label).toBeGreaterThan(0);
        expect(await registry.count({ search }, { excludedCnpjs: excluded }), label).toBe(b.total);
      }
    };
    await fromRows(sp.search);
    await fromRows({ where: { sg_uf: ['SP', 'RJ'], ds_situacao_cnpj: ['ATIVA'] }, exists: ['email'] });
    await fromRows({ where: { sg_uf: ['SP'] }, wherenot: { fl_mei: true, ds_situacao_cnpj: ['BAIXADA'] } });
    await fromRows({ where: { sg_uf: ['SP'], ds_porte: ['ME', 'DEMAIS'] } });
    await fromRows({ where: { sg_uf: ['SP'], cd_cnae_principal: [rows[0]?.cnae_principal as number] } });
    await fromRows({
      where: { cd_cnae_secao: ['G', 'C', 'I'], fl_simples: true },
      wherenot: { cd_cnae_principal: [rows[0]?.cnae_principal as number] },
      has_any: ['email', 'telefone'],
    });
    const word = nameTokens(rows.find((r) => r.razao_social)?.razao_social ?? null)[0] as string;
    await fromRows({ match: { nm_empresa: word } });
    const text = { search: { match: { nm_empresa: word } } };
    const named = await registry.cnpjs(text, 0, 1000);
    expect(await registry.count(text, { excludedCnpjs: named.slice(0, 2) })).toBe(named.length - 2);
    // A list longer than one resolving statement (10 000 CNPJs), its known ones in the last part.
    const unknown = Array.from({ length: 10_050 }, (_, i) => `99${String(i).padStart(10, '0')}00`);
    expect(await registry.count(sp, { excludedCnpjs: [...unknown, ...all.slice(0, 3)] })).toBe(
      all.length - 3,
    );
  });

  it('finds a street written with its type or by its name alone', async () => {
    const count = (street: string) => registry.count({ search: { where: { ds_logradouro: [street] } } });
    const paulista = rows.filter((r) => r.logradouro === 'PAULISTA');
    const avenida = paulista.filter((r) => r.tipo_logradouro === 'AVENIDA').length;
    expect(avenida).toBeGreaterThan(0);
    expect(avenida).toBeLessThan(paulista.length);
    expect(await count('Avenida Paulista')).toBe(avenida);
    expect(await count('paulista')).toBe(paulista.length);
    expect(await count('TRAVESSA PAULISTA')).toBe(0);
  });

  it('rejects a bad query and an unknown CEP with Portuguese messages', async () => {
    await expect(registry.search({ search: { return_size: 5000 } })).rejects.toThrow('máxima é 1000');
    await expect(
      registry.count({ search: { where: { cep_distance: { cep: '99999-999', distance: 5 } } } }),
    ).rejects.toThrow('CEP não encontrado');
  });
});

describe('company queries', () => {
  const withBranches = () => rows.find((r) => r.fl_matriz && r.qt_filiais > 0) as FixtureRow;

  it('finds a company by CNPJ in any format, with partners and decision makers', async () => {
    const row = withBranches();
    const formatted = `${row.cnpj.slice(0, 2)}.${row.cnpj.slice(2, 5)}.${row.cnpj.slice(5, 8)}/${row.cnpj.slice(8, 12)}-${row.cnpj.slice(12)}`;
    const company = await registry.company(formatted);
    expect(company?.cnpj).toBe(row.cnpj);
    expect(company?.socios.map((s) => s.nome).sort()).toEqual(
      partners
        .filter((p) => p.cnpj_basico === row.cnpj_basico)
        .map((p) => p.nome)
        .sort(),
    );
    const sa = company?.socios.find((s) => s.qualificacao.code === 49);
    if (sa) expect(company?.decisores.find((d) => d.nome === sa.nome)?.cargo).toBe('Sócio-administrador');
    // A partner listed twice under one name (two positions) comes in a fixed order: name, entry date, position.
    const twice = partners.find(
      (p, i) => i > 0 && partners[i - 1]?.cnpj_basico === p.cnpj_basico && partners[i - 1]?.nome === p.nome,
    ) as (typeof partners)[number];
    const listed = rows.find((r) => r.cnpj_basico === twice.cnpj_basico) as FixtureRow;
    const socios = (await registry.company(listed.cnpj))?.socios.filter((s) => s.nome === twice.nome);
    expect(socios?.map((s) => s.qualificacao.code)).toEqual(
      partners
        .filter((p) => p.cnpj_basico === twice.cnpj_basico && p.nome === twice.nome)
        .map((p) => p.qualificacao)
        .sort((a, b) => a - b),
    );
    expect(await registry.company('11.111.111/1111-11')).toBeNull();
    expect(await registry.company('00.000.000/0001-91')).toBeNull();
  });

  it("lists a partner the enrichment also names once, with the enrichment's position and contacts", () => {
    const partner = {
      tipo: 2,
      nome: 'BEATRIZ DOS CUNHA',
      qualificacao: 49,
      qualificacao_descricao: 'Sócio-Administrador',
    };
    const other = { tipo: 2, nome: 'JOSE SILVA', qualificacao: 22, qualificacao_descricao: 'Sócio' };
    const enriched = {
      nome: 'Beatriz  dos Cunha',
      cargo: 'Presidente',
      email: 'b@x.com.br',
      telefone: null,
      linkedin: null,
    };
    // Companies decide nothing themselves: a Brazilian one (tipo 1) or a foreign one (qualificação 37); a
    // foreign person (tipo 3, qualificação 38) does.
    const holding = { tipo: 1, nome: 'HOLDING LTDA', qualificacao: 22, qualificacao_descricao: 'Sócio' };
    const foreignCompany = {
      tipo: 3,
      nome: 'PRIME HOLDINGS LLC',
      qualificacao: 37,
      qualificacao_descricao: 'Sócio Pessoa Jurídica Domiciliado no Exterior',
    };
    const foreignPerson = {
      tipo: 3,
      nome: 'JOHN DOE',
      qualificacao: 38,
      qualificacao_descricao: 'Sócio Pessoa Física Residente no Exterior',
    };
    expect(
      decisionMakers([partner, other, holding, foreignCompany, foreignPerson], [enriched]).map((d) => [
        d.nome,
        d.cargo,
        d.origem,
      ]),
    ).toEqual([
      ['Beatriz  dos Cunha', 'Presidente', 'enriquecimento'],
      ['JOSE SILVA', 'Sócio', 'socio'],
      ['JOHN DOE', 'Sócio pessoa física residente no exterior', 'socio'],
    ]);
  });

  it('reads many companies in one batch, each exactly as the one-company lookup', async () => {
    const wanted = rows.filter((_, i) => i % 7 === 0).map((r) => r.cnpj);
    const formatted = wanted.map(
      (c) => `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`,
    );
    const batch = await registry.companies([
      ...formatted,
      '11.111.111/1111-11',
      'não é cnpj',
      wanted[0] as string,
    ]);
    expect([...batch.keys()].sort()).toEqual([...wanted].sort());
    for (const cnpj of wanted) expect(batch.get(cnpj), cnpj).toEqual(await registry.company(cnpj));
    expect((await registry.companies([])).size).toBe(0);
  });

  it('pages the branches of the root, head office first', async () => {
    const roots = [...new Set(rows.filter((r) => r.qt_filiais > 0).map((r) => r.cnpj_basico))];
    // Head offices of the fixture are not always the first order: the page's order is the flag's.
    expect(
      roots.some(
        (root) => rows.find((r) => r.cnpj_basico === root && r.fl_matriz)?.cnpj.slice(8, 12) !== '0001',
      ),
    ).toBe(true);
    for (const root of roots.slice(0, 40)) {
      const own = rows
        .filter((r) => r.cnpj_basico === root)
        .sort((a, b) => Number(b.fl_matriz) - Number(a.fl_matriz) || (a.cnpj < b.cnpj ? -1 : 1));
      const branch = own[own.length - 1] as FixtureRow;
      const page = await registry.branches(branch.cnpj, 1);
      expect(page.total).toBe(own.length);
      expect(page.rows.map((r) => r.cnpj)).toEqual(own.map((r) => r.cnpj));
      expect(page.rows.map((r) => r.fl_matriz)).toEqual(own.map((r) => r.fl_matriz));
      expect((await registry.branches(branch.cnpj, 2)).rows).toEqual([]);
    }
  });

  it('links companies through shared partners, the relationship graph and look-alikes', async () => {
    const row = withBranches();
    const group = await registry.group(row.cnpj, { hops: 1, limit: 500 });
    const names = new Set(partners.filter((p) => p.cnpj_basico === row.cnpj_basico).map((p) => p.nome));
    const linked = new Set(
      partners
        .filter((p) => names.has(p.nome) && p.cnpj_basico !== row.cnpj_basico)
        .map((p) => p.cnpj_basico),
    );
    expect(new Set(group.filter((g) => g.hops === 1).map((g) => g.cnpj.slice(0, 8)))).toEqual(linked);
    // Each company of the group is shown by its head office, whatever its order (0001 when it has none).
    const office = (root: string) =>
      (
        rows.find((r) => r.cnpj_basico === root && r.fl_matriz) ??
        rows.find((r) => r.cnpj === headOfficeCnpj(root))
      )?.cnpj;
    expect(group.map((g) => g.cnpj)).toEqual(group.map((g) => office(g.cnpj.slice(0, 8))));
    const roots = [...new Set(rows.map((r) => r.cnpj_basico))];
    const moved = roots.filter((root) =>
      rows.some((r) => r.cnpj_basico === root && r.fl_matriz && !r.cnpj.slice(8).startsWith('0001')),
    );
    expect(moved.length).toBeGreaterThan(0);
    const instance = await DuckDBInstance.create(path, { access_mode: 'READ_ONLY' });
    const pool = await ConnectionPool.create(instance, 1);
    const offices = await headOffices(pool, roots);
    expect(roots.map((root) => offices.get(root)?.cnpj ?? null)).toEqual(
      roots.map((root) => office(root) ?? null),
    );
    await pool.drain();
    instance.closeSync();
    const graph = await registry.relationshipGraph(row.cnpj);
    const ids = new Set(graph?.nodes.map((n) => n.id));
    expect(graph?.links.every((l) => ids.has(l.source) && ids.has(l.target))).toBe(true);
    expect(graph?.nodes.some((n) => n.iconType === 'person')).toBe(true);
    // The fixture's few people are partners of many companies: each shows 5 of them, and the graph says so.
    const perPartner = new Map<string, number>();
    for (const l of graph?.links ?? [])
      if (l.source.startsWith('socio:')) perPartner.set(l.source, (perPartner.get(l.source) ?? 0) + 1);
    expect(Math.max(...perPartner.values())).toBe(5);
    expect(graph?.truncated).toBe(true);
    const similar = await registry.lookAlike([row.cnpj], 5);
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.some((s) => s.cnpj === row.cnpj)).toBe(false);
    expect(similar.map((s) => s.similarity)).toEqual(
      [...similar.map((s) => s.similarity)].sort((a, b) => b - a),
    );
    // Each says what it shares with the seed, and the shares add up to its similarity (weights of 12).
    const weight = { cnae: 4, municipio: 2, uf: 1, porte: 1, funcionarios: 2, faturamento: 1, idade: 1 };
    for (const s of similar) {
      expect(s.similarity).toBeCloseTo(s.traits.reduce((sum, t) => sum + weight[t], 0) / 12, 2);
      expect(s.traits.includes('cnae')).toBe(s.cnae_principal.code === row.cnae_principal);
      expect(s.traits.includes('municipio')).toBe(s.cd_municipio === row.cd_municipio);
    }
    // A seed's own branches are its company, not look-alikes: none of its root comes back, however many asked.
    const division = (r: (typeof rows)[number]) => Math.floor(r.cnae_principal / 100000);
    const seed = rows.find((r) =>
      rows.some(
        (o) =>
          o.cnpj_basico === r.cnpj_basico &&
          o.cnpj !== r.cnpj &&
          o.situacao === 2 &&
          division(o) === division(r),
      ),
    );
    if (!seed) throw new Error('the fixture has no root with an active establishment beside another');
    const wide = await registry.lookAlike([seed.cnpj], 1000);
    expect(wide.length).toBeGreaterThan(0);
    expect(wide.filter((s) => s.cnpj.slice(0, 8) === seed.cnpj_basico)).toEqual([]);
    // One establishment per company: a chain's stores are one company to prospect.
    const companies = wide.map((s) => s.cnpj.slice(0, 8));
    expect(new Set(companies).size).toBe(companies.length);
    // As many as asked for when the division has that many other companies (the fixture's is small).
    const others = new Set(
      rows
        .filter(
          (r) => r.situacao === 2 && division(r) === division(seed) && r.cnpj_basico !== seed.cnpj_basico,
        )
        .map((r) => r.cnpj_basico),
    );
    expect(wide.length).toBe(Math.min(others.size, 1000));
    // Seeds none of which can be a CNPJ have no profile: no look-alikes, no error.
    expect(await registry.lookAlike(['123', 'abc'], 5)).toEqual([]);
  });

  it('locates a CEP exactly or by prefix', async () => {
    const row = rows[0] as FixtureRow;
    expect(await registry.cepLocation(row.cep)).toMatchObject({
      precision: 'cep',
      cd_municipio: row.cd_municipio,
    });
    const prefix = await registry.cepLocation(`${row.cep.slice(0, 5)}999`);
    expect(['cep', 'prefixo5']).toContain(prefix?.precision);
    expect(await registry.cepLocation('99999999')).toBeNull();
  });

  it('reloads onto a new file without failing in-flight queries', async () => {
    const copy = `${path}.copy`;
    copyFileSync(path, copy);
    const inFlight = registry.count({ search: { where: { sg_uf: ['SP'] } } });
    await registry.reload(copy);
    expect(registry.path).toBe(copy);
    expect(await inFlight).toBe(await registry.count({ search: { where: { sg_uf: ['SP'] } } }));
  });
});
