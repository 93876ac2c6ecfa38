import { Readable } from 'node:stream';
import { DuckDBInstance } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { CNPJ_ORDER_SQL } from '../../src/importer/build-establishments.ts';
import { ESTIMATED_REVENUE_SQL } from '../../src/importer/estimates.ts';
import { parseImportArgs } from '../../src/importer/import-command.ts';
import { defaultMemoryLimit } from '../../src/importer/import-release.ts';
import { cnaeSectionOfDivision } from '../../src/importer/normalise-macros.ts';
import { classifyName, detectReleaseDate, type ReleaseEntry } from '../../src/importer/release-files.ts';
import { NulStripper } from '../../src/importer/zip-extract.ts';

const entry = (entryName: string, modified = new Date(2025, 0, 2)): ReleaseEntry => ({
  zipPath: '',
  zipName: 'x.zip',
  entryName,
  kind: 'establishments',
  compressedSize: 0,
  uncompressedSize: 0,
  compressionMethod: 8,
  localHeaderOffset: 0,
  crc32: 0,
  flags: 0,
  modified,
});

describe('defaultMemoryLimit', () => {
  it('is 55% of the RAM in whole GB, at least 1GB', () => {
    expect(defaultMemoryLimit(23.5 * 2 ** 30)).toBe('12GB');
    expect(defaultMemoryLimit(64 * 2 ** 30)).toBe('35GB');
    expect(defaultMemoryLimit(1 * 2 ** 30)).toBe('1GB');
  });
});

describe('CNPJ sort key', () => {
  it('orders numeric and alphanumeric CNPJs as their text', async () => {
    const cnpjs = [
      '12ABC34501DE35',
      '00000000000191',
      '99999999000191',
      '12345678000195',
      'ZZZZZZZZZZZZ00',
      'A0000000000100',
      '12ABC34500DE45',
      '00000000000272',
    ];
    const instance = await DuckDBInstance.create(':memory:');
    const c = await instance.connect();
    const reader = await c.runAndReadAll(
      `SELECT cnpj FROM (SELECT unnest([${cnpjs.map((v) => `'${v}'`).join(', ')}]) AS cnpj) ORDER BY ${CNPJ_ORDER_SQL}`,
    );
    expect(reader.getRows().map(([v]) => v)).toEqual([...cnpjs].sort());
    instance.closeSync();
  });
});

describe('revenue estimate', () => {
  it('multiplies big employee counts without an INTEGER overflow', async () => {
    const instance = await DuckDBInstance.create(':memory:');
    const c = await instance.connect();
    const rows = await c.runAndReadAll(
      `SELECT ${ESTIMATED_REVENUE_SQL} AS revenue FROM (SELECT 5::USMALLINT AS porte, 2::UTINYINT AS situacao,
         false AS fl_mei, 2062::USMALLINT AS natureza_juridica, 3::UTINYINT AS cnae_secao,
         7680::INTEGER AS qt_funcionarios)`,
    );
    expect(Number(rows.getRowObjectsJson()[0]?.revenue)).toBe(7680 * 300_000);
    c.closeSync();
    instance.closeSync();
  });
});

describe('release files', () => {
  it.each([
    ['K3241.K03200Y0.D30114.ESTABELE', 'establishments'],
    ['Estabelecimentos0', 'establishments'],
    ['K3241.K03200Y9.D30114.EMPRECSV', 'companies'],
    ['K3241.K03200Y0.D30114.SOCIOCSV', 'partners'],
    ['F.K03200$W.SIMPLES.CSV.D30114', 'simples'],
    ['F.K03200$Z.D10612.CNAECSV', 'cnaes'],
    ['F.K03200$Z.D30114.MUNICCSV', 'municipios'],
    ['Qualificacoes', 'qualificacoes'],
    ['LEIAME.txt', null],
  ])('classifies %s as %s', (name, kind) => {
    expect(classifyName(name)).toBe(kind);
  });

  it('dates a release by DYMMDD, then the explicit option, then the newest entry', () => {
    expect(detectReleaseDate([entry('K3241.K03200Y0.D30114.ESTABELE')], '2020-01-01')).toBe('2023-01-14');
    expect(detectReleaseDate([entry('Estabelecimentos0')], '2024-08-10')).toBe('2024-08-10');
    expect(detectReleaseDate([entry('A'), entry('B', new Date(2025, 5, 30))])).toBe('2025-06-30');
  });
});

describe('NulStripper', () => {
  it('drops NUL bytes and counts them', async () => {
    const stripper = new NulStripper();
    const chunks: Buffer[] = [];
    stripper.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise((resolve) => stripper.on('end', resolve));
    Readable.from([Buffer.from('"A\0B";"C"\n'), Buffer.from('\0\0"D"\n')]).pipe(stripper);
    await done;
    expect(Buffer.concat(chunks).toString()).toBe('"AB";"C"\n"D"\n');
    expect(stripper.nulBytes).toBe(3);
    expect(stripper.bytes).toBe(16);
  });
});

describe('parseImportArgs', () => {
  it('takes a directory, --out and several Procon files', () => {
    expect(
      parseImportArgs(['rel', '--out', 'r.duckdb', '--procon', 'a.csv', 'b.csv', '--enrichment', 'e.csv']),
    ).toMatchObject({ releaseDir: 'rel', out: 'r.duckdb', procon: ['a.csv', 'b.csv'], enrichment: 'e.csv' });
  });

  it('rejects a missing --out and unknown options', () => {
    expect(() => parseImportArgs(['rel'])).toThrow('Uso:');
    expect(() => parseImportArgs(['rel', '--out', 'x', '--fast'])).toThrow('Opção desconhecida --fast');
  });
});

describe('CNAE sections', () => {
  it.each([
    [1, 1],
    [3, 1],
    [5, 2],
    [10, 3],
    [33, 3],
    [35, 4],
    [47, 7],
    [62, 10],
    [68, 12],
    [84, 15],
    [99, 21],
    [4, null],
  ])('division %i → section %s', (division, section) => {
    expect(cnaeSectionOfDivision(division)).toBe(section);
  });
});
