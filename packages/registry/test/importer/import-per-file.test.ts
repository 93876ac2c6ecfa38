// One CSV scan per file types the rows and counts their quirks: the counts must stay per file, rows whose
// CNPJ cannot be read must be counted and left out, and duplicates across files must still be merged.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRelease } from '../../src/importer/import-release.ts';
import { formatImportReport, type ImportReport } from '../../src/importer/import-report.ts';
import { readRows } from './registry-reader.ts';
import { csvLine, establishmentLine, tempDir, writeRelease } from './release-builder.ts';

let dir: string;
let file: string;
let report: ImportReport;

const company = (basico: string, name: string) => csvLine([basico, name, '2062', '49', '1000,00', '01', '']);
const partner = (basico: string, name: string) =>
  csvLine([basico, '2', name, '***123456**', '49', '20200101', '', '***000000**', '', '00', '4']);

beforeAll(async () => {
  dir = await tempDir('per-file');
  const release = await writeRelease(join(dir, 'release'), [
    {
      zip: 'Estabelecimentos0.zip',
      entry: 'K3241.K03200Y0.D60315.ESTABELE',
      lines: [
        establishmentLine({ ordem: '0001', dv: '81', dtSituacao: '0' }),
        establishmentLine({ basico: 'ABC-1', ordem: '0002' }),
      ],
    },
    {
      zip: 'Estabelecimentos1.zip',
      entry: 'K3241.K03200Y1.D60315.ESTABELE',
      lines: [
        establishmentLine({ ordem: '0002', dv: '62', matriz: '2', email: 'A@B.COM.BR' }),
        establishmentLine({ basico: '44555666', dtSituacao: '00000000', inicio: '0' }),
      ],
    },
    { zip: 'Empresas0.zip', entry: 'K3241.K03200Y0.D60315.EMPRECSV', lines: [company('11222333', 'CURTA')] },
    {
      zip: 'Empresas1.zip',
      entry: 'K3241.K03200Y1.D60315.EMPRECSV',
      lines: [
        company('11222333', 'PADARIA MAIS LONGA'),
        company('', 'SEM CNPJ'),
        company('44555666', 'OUTRA'),
      ],
    },
    {
      zip: 'Simples.zip',
      entry: 'F.K03200$W.SIMPLES.CSV.D60315',
      lines: [
        csvLine(['11222333', 'S', '20200101', '00000000', 'N', '00000000', '00000000']),
        csvLine(['X#', 'S', '20200101', '', 'N', '', '']),
      ],
    },
    {
      zip: 'Socios0.zip',
      entry: 'K3241.K03200Y0.D60315.SOCIOCSV',
      lines: [partner('11222333', 'MARIA'), partner('?', 'NINGUEM')],
    },
  ]);
  file = join(dir, 'registry.duckdb');
  // No lookup files: imported as an incomplete release.
  report = await importRelease({
    releaseDir: release,
    out: file,
    memoryLimit: '1GB',
    threads: 1,
    allowIncomplete: true,
  });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('per-file typing and counting', () => {
  it('keeps rows and quirk counts with the file they came from', () => {
    const [first, second] = report.files.filter((f) => f.kind === 'establishments');
    expect(first).toMatchObject({ rowsRead: 2, rowsKept: 1, dropped: { cnpj_invalido: 1 } });
    expect(first?.quirks).toEqual({ data_zerada: 1 });
    expect(second).toMatchObject({ rowsRead: 2, rowsKept: 2 });
    expect(second?.quirks).toEqual({ data_zerada: 2, email_maiusculo: 1 });
    expect(report.files.find((f) => f.kind === 'simples')?.quirks).toEqual({ data_zerada: 3 });
  });

  it('counts and drops rows without a readable CNPJ, merges duplicates across files', async () => {
    for (const kind of ['companies', 'simples', 'partners'] as const) {
      const files = report.files.filter((f) => f.kind === kind);
      expect(files.map((f) => f.dropped.cnpj_invalido ?? 0).reduce((a, b) => a + b)).toBe(1);
      for (const f of files) expect(f.rowsRead).toBe(f.rowsKept + (f.dropped.cnpj_invalido ?? 0));
    }
    expect(report.adjustments).toMatchObject({ empresas_duplicadas: 1 });
    expect(report.tables).toMatchObject({ establishments: 3, partners: 1 });
    const rows = await readRows(
      file,
      'SELECT cnpj, razao_social, fl_simples, qt_filiais, email FROM establishments ORDER BY cnpj',
    );
    expect(rows).toEqual([
      {
        cnpj: '11222333000181',
        razao_social: 'PADARIA MAIS LONGA',
        fl_simples: true,
        qt_filiais: 1,
        email: null,
      },
      {
        cnpj: '11222333000262',
        razao_social: 'PADARIA MAIS LONGA',
        fl_simples: true,
        qt_filiais: 1,
        email: 'a@b.com.br',
      },
      { cnpj: '44555666000181', razao_social: 'OUTRA', fl_simples: false, qt_filiais: 0, email: null },
    ]);
  });

  it('says in words which rows were dropped, removed as repeated, or kept with a remark', () => {
    const text = formatImportReport(report);
    expect(text).toMatch(
      /\(Estabelecimentos\): lidas 2, mantidas 1; descartadas: CNPJ ilegível 1; corrigidos: data zerada 1;/,
    );
    expect(text).toMatch(/\nRemovidas entre arquivos: empresas duplicadas 1\n/);
    expect(text).toMatch(/\nTabelas: estabelecimentos 3, sócios 1, /);
    expect(text).toMatch(
      /\nEtapas \(s\): preparo \d+,\d \(CPU \d+,\d\), .*índices de busca \d+,\d .*gravação/,
    );
    expect(text).not.toMatch(/establishments|partners|indices|gravacao|\d\.\d s/);
  });

  it('reports wall and CPU seconds for every phase', () => {
    expect(Object.keys(report.phaseCpuSeconds)).toEqual(Object.keys(report.phases));
    expect(Object.keys(report.phases)).toEqual(
      expect.arrayContaining(['leitura', 'empresas', 'estabelecimentos', 'indices']),
    );
  });
});
