import { execFileSync } from 'node:child_process';
import { readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSampleInputs } from '../../src/generator/sample-inputs.ts';
import { REVENUE_BAND_UPPER_BOUNDS, REVENUE_BOUNDS } from '../../src/importer/estimates.ts';
import { importRelease } from '../../src/importer/import-release.ts';
import { formatImportReport, type ImportReport } from '../../src/importer/import-report.ts';
import { FACET_KEY_COLUMNS, unpackFacetKeySql } from '../../src/query/facet-key.ts';
import { readRows } from './registry-reader.ts';
import { tempDir } from './release-builder.ts';

const CLI = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));
let dir: string;
let report: ImportReport;
let file: string;

beforeAll(async () => {
  dir = await tempDir('generated');
  const release = join(dir, 'release');
  execFileSync('npx', ['tsx', CLI, 'generate', '--size', '5000', '--seed', '1', '--out', release], {
    stdio: 'pipe',
  });
  file = join(dir, 'registry.duckdb');
  report = await importRelease({ releaseDir: release, out: file, memoryLimit: '1GB', threads: 1 });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('import of a generated release', () => {
  it('imports the 37-zip layout with RFB inner names and counts its quirks', () => {
    expect(report.tables.establishments).toBe(5000);
    const establishments = report.files.filter((f) => f.kind === 'establishments');
    expect(establishments.length).toBe(10);
    const quirks = Object.keys(Object.assign({}, ...establishments.map((f) => f.quirks)));
    expect(quirks).toEqual(
      expect.arrayContaining(['ddd_com_zero', 'celular_sem_nono_digito', 'email_maiusculo']),
    );
  });

  it('checked the disk before starting and reports the estimate beside the space taken', async () => {
    const { estimatedBytes, freeAtStartBytes, peakUsedBytes } = report.disk;
    expect(estimatedBytes).toBeGreaterThan((await stat(file)).size);
    expect(freeAtStartBytes).toBeGreaterThanOrEqual(estimatedBytes);
    expect(peakUsedBytes).toBeGreaterThanOrEqual(0);
    expect(formatImportReport(report)).toMatch(
      /\nDisco: pico de [\d,]+ [MG]B usados \(estimativa [\d,]+ [MG]B, [\d,]+ [MG]B livres no início\)$/,
    );
  });

  it('fills the derived fields', async () => {
    const [row] = await readRows(
      file,
      `SELECT count(*) FILTER (WHERE cd_municipio IS NOT NULL) AS with_ibge, count(*) FILTER (WHERE has_telefone) AS phones,
         max(telefone_compartilhado) AS shared, max(qt_filiais) AS branches, count(*) AS n FROM establishments`,
    );
    expect(Number(row?.with_ibge)).toBeGreaterThan(4500);
    expect(Number(row?.phones)).toBeGreaterThan(0);
    expect(Number(row?.shared)).toBeGreaterThan(0);
    expect(Number(row?.branches)).toBeGreaterThan(0);
  });

  it("writes on every establishment its company's employees and revenue, summed over the root", async () => {
    const rows = await readRows(
      file,
      `SELECT cnpj_basico, fl_matriz, situacao, porte, qt_filiais, qt_funcionarios, vl_faturamento, fl_faturamento_estimado,
         qt_funcionarios_empresa, vl_faturamento_empresa, faixa_faturamento_empresa FROM establishments`,
    );
    const roots = new Map<string, typeof rows>();
    for (const row of rows)
      roots.set(String(row.cnpj_basico), [...(roots.get(String(row.cnpj_basico)) ?? []), row]);
    let summed = 0;
    let capped = 0;
    for (const row of rows) {
      // qt_filiais counts the root's active branches; the company's figures sum the head office and those.
      const activeBranches = (roots.get(String(row.cnpj_basico)) ?? []).filter(
        (r) => !r.fl_matriz && Number(r.situacao) === 2,
      );
      expect(activeBranches.length).toBe(Number(row.qt_filiais));
      const root =
        activeBranches.length > 0
          ? (roots.get(String(row.cnpj_basico)) ?? []).filter((r) => r.fl_matriz || Number(r.situacao) === 2)
          : [row];
      const employees = root.reduce((sum, r) => sum + Number(r.qt_funcionarios ?? 0), 0);
      const revenues = root.filter((r) => r.vl_faturamento !== null).map((r) => Number(r.vl_faturamento));
      let revenue = revenues.length > 0 ? revenues.reduce((a, b) => a + b, 0) : null;
      const ceiling = REVENUE_BOUNDS[Number(row.porte)]?.[1];
      if (revenue !== null && ceiling !== undefined && root.every((r) => r.fl_faturamento_estimado)) {
        if (revenue > ceiling) capped++;
        revenue = Math.min(revenue, ceiling);
      }
      expect(Number(row.qt_funcionarios_empresa)).toBe(employees);
      if (revenue === null) expect(row.vl_faturamento_empresa).toBeNull();
      else expect(Number(row.vl_faturamento_empresa)).toBeCloseTo(revenue, 2);
      const band = revenue === null ? null : REVENUE_BAND_UPPER_BOUNDS.findIndex((max) => revenue < max);
      expect(row.faixa_faturamento_empresa).toBe(band === null ? null : band === -1 ? 10 : band + 1);
      if (root.length > 1) summed++;
    }
    expect(summed).toBeGreaterThan(50);
    expect(capped).toBeGreaterThan(0);
  });

  it('packs the situação, UF, CNAE section, porte and bands of each row into facet_key', async () => {
    const differs = FACET_KEY_COLUMNS.map((c) => `k.${c} IS DISTINCT FROM e.${c}`).join(' OR ');
    const [row] = await readRows(
      file,
      `SELECT count(*) AS n, count(*) FILTER (WHERE ${differs}) AS wrong,
         count(*) FILTER (WHERE e.faixa_faturamento IS NULL) AS no_revenue
       FROM establishments e, LATERAL (SELECT ${unpackFacetKeySql('e.facet_key')}) k`,
    );
    expect(Number(row?.n)).toBe(5000);
    expect(Number(row?.wrong)).toBe(0);
    // A NULL has its own value in the key (public administration has no revenue estimate).
    expect(Number(row?.no_revenue)).toBeGreaterThan(0);
  });
});

describe('sample optional inputs of a generated registry', () => {
  it('writes an enrichment and a Procon file the importer reads back, the same bytes for the same seed', async () => {
    const first = await writeSampleInputs(file, join(dir, 'samples-a'), 1);
    const again = await writeSampleInputs(file, join(dir, 'samples-b'), 1);
    const other = await writeSampleInputs(file, join(dir, 'samples-c'), 2);
    expect(await readFile(again.enrichment)).toEqual(await readFile(first.enrichment));
    expect(await readFile(again.procon)).toEqual(await readFile(first.procon));
    expect(await readFile(other.enrichment)).not.toEqual(await readFile(first.enrichment));
    const [header] = (await readFile(first.procon, 'latin1')).split('\n');
    expect(header).toMatch(
      /^AnoCalendario;DataArquivamento;DataAbertura;.*;NumeroCNPJ;RadicalCNPJ;.*;Atendida;/,
    );

    const enriched = join(dir, 'enriched.duckdb');
    const sampled = await importRelease({
      releaseDir: join(dir, 'release'),
      out: enriched,
      enrichment: first.enrichment,
      procon: [first.procon],
      memoryLimit: '1GB',
      threads: 1,
    });
    // Every CNPJ and root written is one of the registry's, each site on an active establishment.
    expect(sampled.adjustments.enriquecimento_cnpj_desconhecido ?? 0).toBe(0);
    expect(sampled.adjustments.enriquecimento_decisores).toBeGreaterThan(0);
    expect(sampled.adjustments.procon_raizes).toBeGreaterThan(0);
    const [row] = await readRows(
      enriched,
      `SELECT count(*) FILTER (WHERE has_site) AS sites,
              count(*) FILTER (WHERE has_site AND situacao <> 2) AS inactive_sites,
              count(*) FILTER (WHERE site NOT LIKE 'https://www.%.com.br') AS odd_sites,
              count(*) FILTER (WHERE qt_reclamacoes_procon > 0) AS complained,
              count(*) FILTER (WHERE qt_reclamacoes_site IS NOT NULL) AS rated
         FROM establishments`,
    );
    const active = Number(
      (await readRows(file, 'SELECT count(*) AS n FROM establishments WHERE situacao = 2'))[0]?.n,
    );
    expect(Number(row?.sites)).toBeGreaterThan(active * 0.04);
    expect(Number(row?.sites)).toBeLessThan(active * 0.12);
    expect(Number(row?.inactive_sites)).toBe(0);
    expect(Number(row?.odd_sites)).toBe(0);
    expect(Number(row?.complained)).toBeGreaterThan(0);
    expect(Number(row?.rated)).toBeGreaterThan(0);
    const contacts = await readRows(enriched, 'SELECT * FROM enriched_contacts');
    expect(contacts.length).toBe(sampled.adjustments.enriquecimento_decisores);
    for (const contact of contacts) {
      expect(contact.email).toMatch(/^[a-z]+\.[a-z]+@[a-z]+\.com\.br$/);
      expect(contact.linkedin).toMatch(/^https:\/\/www\.linkedin\.com\/in\/[a-z]+-[a-z]+-\d{4}$/);
      expect(contact.cargo).toBeTruthy();
    }
  });
});
