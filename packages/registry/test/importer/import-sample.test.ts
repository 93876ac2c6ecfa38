import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRelease } from '../../src/importer/import-release.ts';
import type { ImportReport } from '../../src/importer/import-report.ts';
import { formatRegistryInfo, readRegistryInfo } from '../../src/importer/info-command.ts';
import { readRows } from './registry-reader.ts';
import { tempDir } from './release-builder.ts';

const SAMPLE = fileURLToPath(new URL('../fixtures/rfb-sample', import.meta.url));
let dir: string;
let file: string;
let report: ImportReport;

beforeAll(async () => {
  dir = await tempDir('sample');
  file = join(dir, 'registry.duckdb');
  report = await importRelease({ releaseDir: SAMPLE, out: file, memoryLimit: '1GB', threads: 1 });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('import of the real Receita Federal sample (short inner names)', () => {
  it('reads every file and dates the release by its newest entry', () => {
    expect(report.files.map((f) => f.kind).sort()).toEqual([
      'cnaes',
      'companies',
      'companies',
      'establishments',
      'motivos',
      'municipios',
      'naturezas',
      'paises',
      'partners',
      'qualificacoes',
      'simples',
    ]);
    expect(report.files.every((f) => f.rowsRead === f.rowsKept)).toBe(true);
    expect(report.releaseDate).toBe('2025-12-07');
    expect(report.tables).toMatchObject({ establishments: 1, partners: 7, cnaes: 6, qualificacoes: 4 });
  });

  it('keeps every field of the SERPRO establishment', async () => {
    const [row] = await readRows(file, 'SELECT * FROM establishments');
    expect(row).toMatchObject({
      id: 0,
      cnpj: '33683111000280',
      cnpj_basico: '33683111',
      fl_matriz: false,
      razao_social: 'SERVICO FEDERAL DE PROCESSAMENTO DE DADOS (SERPRO)',
      nome_fantasia: 'REGIONAL BRASILIA-DF',
      situacao: 2,
      dt_situacao: '2004-05-22',
      motivo_situacao: 0,
      dt_abertura: '1967-06-30',
      cnae_principal: 6204000,
      cnae_secao: 10,
      cnaes_secundarias: [6201501, 6202300, 6203100, 6209100, 6311900],
      natureza_juridica: 2011,
      porte: 5,
      capital_social: '1061004829.23', // DECIMAL: its exact text
      fl_simples: true,
      dt_opcao_simples: '2014-01-01',
      dt_exclusao_simples: null,
      fl_mei: false,
      dt_opcao_mei: null,
      tipo_logradouro: 'AVENIDA',
      logradouro: 'L2 SGAN',
      numero: '601',
      complemento: 'MODULO G',
      bairro: 'ASA NORTE',
      cep: '70836900',
      uf: 53,
      regiao: 5,
      cd_municipio: 5300108,
      cd_municipio_rfb: 9701,
      telefone1: null,
      email: null,
      qt_filiais: 1,
    });
  });

  it('decodes latin-1 descriptions and keeps the masked CPFs of partners', async () => {
    const [cnae] = await readRows(file, 'SELECT * FROM cnaes WHERE codigo = 6204000');
    expect(cnae).toEqual({
      codigo: 6204000,
      descricao: 'Consultoria em tecnologia da informação',
      secao: 'J',
    });
    const [natureza] = await readRows(file, 'SELECT descricao FROM naturezas');
    expect(natureza?.descricao).toBe('Empresa Pública');
    const partners = await readRows(file, "SELECT * FROM partners WHERE nome = 'ANDRE DE CESERO'");
    expect(partners).toEqual([
      expect.objectContaining({
        documento: '***220050**',
        qualificacao: 10,
        dt_entrada: '2016-06-16',
        faixa_etaria: 6,
      }),
    ]);
    const [motivo] = await readRows(file, 'SELECT descricao FROM motivos WHERE codigo = 0');
    expect(motivo?.descricao).toBe('SEM MOTIVO');
  });

  it('answers `info` with the release date and row counts', async () => {
    const info = await readRegistryInfo(file);
    expect(info).toMatchObject({ releaseDate: '2025-12-07', source: 'rfb-sample' });
    expect(info.tables).toMatchObject({ establishments: 1, partners: 7, release_info: expect.any(Number) });
    expect(info.fileBytes).toBeGreaterThan(0);
    const text = formatRegistryInfo('registro.duckdb', info);
    expect(text).toMatch(/^Data da publicação: 07\/12\/2025$/m);
    expect(text).toMatch(/^Importado em: \d\d\/\d\d\/\d{4} \d\d:\d\d UTC \(origem: rfb-sample\)$/m);
    expect(text).toMatch(
      /^Linhas por tabela:\n {2}estabelecimentos \(establishments\): 1\n {2}sócios \(partners\): 7\n/m,
    );
  });
});
