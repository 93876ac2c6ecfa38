import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRelease } from '../../src/importer/import-release.ts';
import type { ImportReport } from '../../src/importer/import-report.ts';
import { writeQuirkRelease } from './quirk-release.ts';
import { readRows } from './registry-reader.ts';
import { tempDir } from './release-builder.ts';

let dir: string;
let file: string;
let report: ImportReport;

const fileReport = (kind: string) => report.files.find((f) => f.kind === kind);
const establishment = async (cnpj: string) =>
  (await readRows(file, `SELECT * FROM establishments WHERE cnpj = '${cnpj}'`))[0] ?? {};

beforeAll(async () => {
  dir = await tempDir('quirks');
  await writeQuirkRelease(join(dir, 'release'));
  file = join(dir, 'registry.duckdb');
  report = await importRelease({
    releaseDir: join(dir, 'release'),
    out: file,
    memoryLimit: '1GB',
    threads: 1,
  });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('import of a release with every known quirk', () => {
  it('takes the release date from the DYMMDD of the inner names', () => {
    expect(report.releaseDate).toBe('2026-03-15');
  });

  it('counts rows read, kept and rejected, NUL bytes and each quirk of the establishments file', () => {
    const est = fileReport('establishments');
    expect(est).toMatchObject({ rowsRead: 10, rowsKept: 9, rejected: { colunas_faltando: 1 }, nulBytes: 1 });
    expect(est?.quirks).toEqual({
      data_zerada: 2,
      data_malformada: 1,
      data_fora_do_intervalo: 2,
      cep_sem_zero_inicial: 1,
      cep_invalido: 1,
      ddd_com_zero: 2,
      celular_sem_nono_digito: 1,
      telefone_invalido: 1,
      telefone_zerado: 1,
      email_maiusculo: 1,
      email_invalido: 1,
      cnae_secundaria_repetida: 2,
      cnae_secundaria_invalida: 1,
      situacao_invalida: 1,
    });
  });

  it('counts the quirks of companies, partners and Simples and the cross-file adjustments', () => {
    expect(fileReport('companies')?.quirks).toEqual({
      capital_negativo: 1,
      capital_sentinela: 1,
      capital_invalido: 1,
      razao_social_termina_em_cpf: 1,
    });
    expect(fileReport('partners')?.quirks).toEqual({ representante_vazio: 2 });
    expect(fileReport('simples')?.quirks).toEqual({ data_zerada: 2 });
    expect(report.adjustments).toMatchObject({
      empresas_duplicadas: 1,
      socios_duplicados: 1,
      motivo_situacao_fora_da_tabela: 1,
      municipio_sem_ibge: 1,
      estabelecimento_sem_empresa: 1,
      qualificacao_fora_da_tabela: 1,
    });
    expect(report.tables).toMatchObject({ establishments: 9, partners: 2 });
  });

  it('normalises phones, e-mails, CEPs, dates and secondary CNAEs', async () => {
    expect(await establishment('11222333000181')).toMatchObject({
      nome_fantasia: 'PADARIA BOA',
      telefone1: '11987654321',
      tipo_telefone1: 2,
      email: 'contador@escritorio.com.br',
      email_compartilhado: 1,
      has_celular: true,
    });
    expect(await establishment('11222333000262')).toMatchObject({
      telefone1: '21987654321',
      tipo_telefone1: 2,
    });
    expect(await establishment('11222333000343')).toMatchObject({
      telefone1: null,
      tipo_telefone1: null,
      telefone2: '2112345',
      tipo_telefone2: 0,
      has_telefone: false,
    });
    expect(await establishment('22333444000110')).toMatchObject({
      email: null,
      cep: '01310100',
      telefone1: '1133334444',
      tipo_telefone1: 1,
      telefone_compartilhado: 1,
      has_celular: false,
    });
    expect(await establishment('22333444000200')).toMatchObject({ cep: null, telefone_compartilhado: 1 });
    // Its phone and e-mail are those of 22333444 and 11222333 (two establishments each): one other company.
    expect(await establishment('33444555000120')).toMatchObject({
      telefone_compartilhado: 1,
      email_compartilhado: 1,
      dt_situacao: null,
      dt_abertura: null,
      cnaes_secundarias: [6201501, 6202300],
    });
    expect(await establishment('44555666000130')).toMatchObject({
      dt_situacao: null,
      dt_abertura: null,
      dt_situacao_especial: null,
      situacao: 8,
    });
  });

  it('joins companies (deduplicated), Simples/MEI, municipalities and branch counts', async () => {
    expect(await establishment('22333444000110')).toMatchObject({
      razao_social: 'CONSTRUTORA SÃO JOSÉ LTDA',
      capital_social: null,
      porte: 3,
      qt_filiais: 1,
      uf: 35,
      regiao: 3,
      cd_municipio: 3550308,
      cd_municipio_rfb: 7107,
    });
    for (const ordem of ['000181', '000262', '000343']) {
      expect(await establishment(`11222333${ordem}`)).toMatchObject({
        qt_filiais: 2,
        fl_simples: true,
        fl_mei: false,
      });
    }
    expect(await establishment('33444555000120')).toMatchObject({
      razao_social: 'JOSE DA SILVA 12345678901',
      capital_social: null,
      fl_mei: true,
      dt_opcao_mei: '2020-01-01',
      dt_exclusao_simples: null,
    });
    expect(await establishment('55666777000140')).toMatchObject({
      razao_social: null,
      situacao: 0,
      cd_municipio: null,
      uf: 33,
      motivo_situacao: 32,
    });
    expect(await establishment('AA345678000A29')).toMatchObject({
      cnpj_basico: 'AA345678',
      cd_municipio: 3304557,
    });
  });

  it('applies the documented estimates, bands and quality score', async () => {
    expect(await establishment('22333444000110')).toMatchObject({
      qt_funcionarios: 13,
      faixa_funcionarios: 4,
      vl_faturamento: 3_250_000,
      faixa_faturamento: 4,
      fl_funcionarios_estimado: true,
      quality_data_score: 40, // phone 20 + address 10 + ATIVA 10 (situação date 2020 is not recent)
    });
    expect(await establishment('33444555000120')).toMatchObject({
      qt_funcionarios: 1,
      vl_faturamento: 60_000,
    });
    expect(await establishment('44555666000130')).toMatchObject({
      qt_funcionarios: 0,
      faixa_funcionarios: 1,
    });
    expect(await establishment('11222333000181')).toMatchObject({ quality_data_score: 85 });
  });

  it('writes rows in (situacao, uf, cnae_principal, quality desc, CNPJ key) order with id = row number', async () => {
    const rows = await readRows(
      file,
      'SELECT id, situacao, uf, cnae_principal, quality_data_score, cnpj FROM establishments ORDER BY rowid',
    );
    expect(rows.map((row) => row.id)).toEqual(rows.map((_row, index) => index));
    const pad = (value: unknown, width: number) => `${value ?? '9'.repeat(width)}`.padStart(width, '0');
    const keys = rows.map(
      (row) =>
        pad(row.situacao, 3) +
        pad(row.uf, 2) +
        pad(row.cnae_principal, 7) +
        pad(100 - Number(row.quality_data_score), 3) +
        // Numeric CNPJs before alphanumeric ones (the key of cnpj-lookup.ts).
        (/^[0-9]{12}/.test(String(row.cnpj)) ? '0' : '1') +
        row.cnpj,
    );
    expect(keys).toEqual([...keys].sort());
  });

  it('keeps partners deduplicated with the placeholder representative as NULL', async () => {
    const partners = await readRows(file, 'SELECT * FROM partners ORDER BY nome');
    expect(partners).toEqual([
      expect.objectContaining({
        nome: 'JOHN SMITH',
        tipo: 3,
        documento: null,
        representante_documento: '***654321**',
      }),
      expect.objectContaining({
        nome: 'MARIA DA SILVA',
        documento: '***123456**',
        representante_documento: null,
      }),
    ]);
  });
});
