// registry.summary (the API's persist=false) and answers for CNPJs the registry does not hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRegistry, type Registry } from '../../src/registry.ts';
import { createFixtureRegistry, MUNICIPIOS, removeFixtureRegistries } from './fixture-registry.ts';

let registry: Registry;
let fixture: Awaited<ReturnType<typeof createFixtureRegistry>>;

beforeAll(async () => {
  fixture = await createFixtureRegistry(200, 11);
  registry = await openRegistry(fixture.path, { connections: 2 });
});
afterAll(async () => {
  await registry.close();
  await removeFixtureRegistries();
});

describe('registry.summary', () => {
  it('answers the same total, summary and release date as the full search', async () => {
    for (const search of [
      { where: { sg_uf: ['SP', 'RJ'], ds_situacao_cnpj: ['ATIVA'] } },
      { where: { ds_porte: ['ME'] }, wherenot: { ds_situacao_cnpj: ['BAIXADA'] } },
      { match: { nm_empresa: 'comercio' }, exists: ['email' as const] },
      {},
    ]) {
      const full = await registry.search({ search });
      const summary = await registry.summary({ search });
      expect(summary).toEqual({ total: full.total, summary: full.summary, releaseDate: full.releaseDate });
      expect(summary.total).toBe(await registry.count({ search }));
    }
  });
});

describe('broad searches (situação and UF only)', () => {
  it('answer from the in-memory cube exactly what a scan answers', async () => {
    // Excluding a CNPJ the registry does not hold changes nothing but forces the scanning path.
    const scanned = { nu_cnpj: ['00.000.000/0001-91'] };
    for (const search of [
      { where: { ds_situacao_cnpj: ['ATIVA'] } },
      { where: { sg_uf: ['SP', 'EX'] }, wherenot: { ds_situacao_cnpj: ['BAIXADA', 'NULA'] } },
      { wherenot: { sg_uf: ['RJ'] } },
      {},
    ]) {
      const broad = await registry.search({ search });
      const scan = await registry.search({
        search: { ...search, wherenot: { ...search.wherenot, ...scanned } },
      });
      expect(broad).toEqual(scan);
      expect(await registry.count({ search })).toBe(scan.total);
    }
  });
});

describe('company record labels (code tables read once, kept in memory)', () => {
  it('labels the CNAE, municipality, partners qualificação and secondary CNAEs', async () => {
    const row = fixture.rows.find((r) => r.cnae_principal === 4711302 && r.uf !== 0);
    if (!row) throw new Error('fixture without CNAE 4711302');
    const company = await registry.company(row.cnpj);
    expect(company?.cnae_principal.label).toBe('Comércio varejista de mercadorias em geral');
    expect(company?.municipio).toBe(MUNICIPIOS.find((m) => m.rfb === row.cd_municipio_rfb)?.nome);
    // The code table's words, in the positions' form (sentence case).
    const labels = ['Sócio-administrador', 'Sócio', 'Administrador'];
    for (const socio of company?.socios ?? []) expect(labels).toContain(socio.qualificacao.label);
    expect(company?.cnaes_secundarias.map((c) => c.code)).toEqual(
      [...new Set(row.cnaes_secundarias)].sort((a, b) => a - b),
    );
  });
});

describe('a valid CNPJ that is not in the registry', () => {
  const unknown = '00.000.000/0001-91';

  it('has no relationship graph, group, branches or company', async () => {
    expect(await registry.relationshipGraph(unknown)).toBeNull();
    expect(await registry.group(unknown, { hops: 1, limit: 10 })).toEqual([]);
    expect(await registry.company(unknown)).toBeNull();
  });
});
