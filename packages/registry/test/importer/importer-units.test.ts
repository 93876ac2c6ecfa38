import { Readable } from 'node:stream';
import { DuckDBInstance } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { writeCompanyTotals } from '../../src/importer/build-establishments.ts';
import {
  assertDiskRoom,
  DISK_MARGIN,
  estimateImportDisk,
  parseByteSize,
  REGISTRY_BASE_BYTES,
  REGISTRY_PER_CSV_BYTE,
  WORKING_PER_CSV_BYTE,
} from '../../src/importer/disk-space.ts';
import { ESTIMATED_REVENUE_SQL } from '../../src/importer/estimates.ts';
import { parseImportArgs } from '../../src/importer/import-command.ts';
import { blockAllocatorMemory, defaultMemoryLimit } from '../../src/importer/import-release.ts';
import { reasonLabel } from '../../src/importer/import-report.ts';
import { cnaeSectionOfDivision } from '../../src/importer/normalise-macros.ts';
import {
  classifyName,
  detectReleaseDate,
  partNumber,
  type ReleaseEntry,
} from '../../src/importer/release-files.ts';
import { NulStripper } from '../../src/importer/zip-extract.ts';
import { CNPJ_DV_SQL, CNPJ_KEY_SQL, cnpjIdsSql, cnpjKey } from '../../src/query/cnpj-lookup.ts';
import { SqlParams } from '../../src/query/sql-builder.ts';

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

describe('report words', () => {
  it('writes the keys as a reader does: accents, acronyms, e-mail', () => {
    expect(reasonLabel('cep_invalido')).toBe('CEP inválido');
    expect(reasonLabel('razao_social_termina_em_cpf')).toBe('razão social termina em CPF');
    expect(reasonLabel('celular_sem_nono_digito')).toBe('celular sem nono dígito');
    expect(reasonLabel('cnae_secundaria_repetida')).toBe('CNAE secundária repetida');
    expect(reasonLabel('email_invalido')).toBe('e-mail inválido');
    expect(reasonLabel('colunas_faltando')).toBe('colunas faltando');
  });
});

describe('defaultMemoryLimit', () => {
  it('is 55% of the RAM in whole GB, at least 1GB', () => {
    expect(defaultMemoryLimit(23.5 * 2 ** 30)).toBe('12GB');
    expect(defaultMemoryLimit(64 * 2 ** 30)).toBe('35GB');
    expect(defaultMemoryLimit(1 * 2 ** 30)).toBe('1GB');
  });
});

describe('blockAllocatorMemory', () => {
  it('keeps what 80% of the RAM leaves above the memory limit, at most the limit', () => {
    const ram = 24 * 2 ** 30;
    expect(blockAllocatorMemory(16 * 2 ** 30, ram)).toBe(`${Math.floor(0.8 * 24 * 1024 - 16 * 1024)}MiB`);
    expect(blockAllocatorMemory(4 * 2 ** 30, ram)).toBe('4096MiB');
    expect(blockAllocatorMemory(22 * 2 ** 30, ram)).toBe('0MiB');
  });
});

describe('disk room', () => {
  it('reads sizes as DuckDB does (GB = 10⁹ bytes, GiB = 2³⁰) and refuses anything else', async () => {
    expect(parseByteSize('16GB')).toBe(16e9);
    expect(parseByteSize('16G')).toBe(16e9);
    expect(parseByteSize('1.5 gib')).toBe(1.5 * 2 ** 30);
    expect(parseByteSize('512MB')).toBe(512e6);
    expect(parseByteSize('100')).toBe(100);
    for (const bad of ['', 'GB', '12 pb', '-1GB', '1e9', '0', '0GB'])
      expect(() => parseByteSize(bad)).toThrow(/Tamanho inválido/);
    // DuckDB's own reading of the same settings.
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    const cases: Array<[string, string, number]> = [
      ['1GB', '953.6 MiB', 1e9],
      ['1GiB', '1.0 GiB', 2 ** 30],
    ];
    for (const [setting, shown, bytes] of cases) {
      await connection.run(`SET memory_limit = '${setting}'`);
      const reader = await connection.runAndReadAll("SELECT current_setting('memory_limit')");
      expect(reader.getRows()[0]?.[0]).toBe(shown);
      expect(parseByteSize(setting)).toBe(bytes);
    }
    connection.closeSync();
    instance.closeSync();
  });

  const sized = (sizes: number[]): ReleaseEntry[] =>
    sizes.map((uncompressedSize) => ({ ...entry('K3241.K03200Y0.D60914.ESTABELE'), uncompressedSize }));

  it('takes the larger of the extracted entries and the spill beside the registry', () => {
    const entries = sized([6e9, 1e9, 3e9, 0.5e9]);
    const csv = 10.5e9;
    const registryBytes = REGISTRY_BASE_BYTES + Math.ceil(REGISTRY_PER_CSV_BYTE * csv);
    // Plenty of memory: nothing spills; the two largest entries extracted side by side are the peak.
    expect(estimateImportDisk(entries, 1e12)).toEqual({
      registryBytes,
      extractedBytes: 9e9,
      spillBytes: 0,
      totalBytes: Math.ceil(DISK_MARGIN * 9e9),
    });
    // Little memory: the working bytes beyond the limit spill while the registry is written.
    const tight = estimateImportDisk(entries, 4e9);
    expect(tight.spillBytes).toBe(Math.ceil(WORKING_PER_CSV_BYTE * csv - 4e9));
    expect(tight.totalBytes).toBe(Math.ceil(DISK_MARGIN * (registryBytes + tight.spillBytes)));
    expect(estimateImportDisk([], 1e9).totalBytes).toBe(0);
  });

  it('covers what the generated releases took at their peak (72 M: 54.3 GB under 16GB, 68 under 12GB; 10 M: 2.2 GB)', () => {
    // Entry sizes in MB of the two releases (data/bench, generated with seed 1).
    // The four largest entries, then the nine other files of Estabelecimentos, Empresas and Sócios.
    const release = (largest: number[], establishments: number, companies: number, partners: number) =>
      sized(
        [
          ...largest,
          ...Array(9).fill(establishments),
          ...Array(9).fill(companies),
          ...Array(9).fill(partners),
        ].map((size) => size * 1e6),
      );
    const full = release([6229, 3116, 2009, 1130], 1038, 335, 188);
    const full16 = estimateImportDisk(full, 16e9).totalBytes;
    expect(full16).toBeGreaterThan(54.3e9);
    expect(full16).toBeLessThan(1.25 * 54.3e9);
    const full12 = estimateImportDisk(full, 12e9).totalBytes;
    expect(full12).toBeGreaterThan(68e9);
    expect(full12).toBeLessThan(1.1 * 68e9);
    const tenMillion = release([865, 433, 279, 157], 144, 47, 26);
    const ten = estimateImportDisk(tenMillion, 12e9).totalBytes;
    expect(ten).toBeGreaterThan(2.2e9);
    expect(ten).toBeLessThan(1.3 * 2.2e9);
  });

  it('refuses in Portuguese, with the figures and what to change, when the free space cannot hold the estimate', () => {
    const estimate = estimateImportDisk(sized([26.5e9]), 16e9);
    expect(() => assertDiskRoom('/dados', estimate, estimate.totalBytes)).not.toThrow();
    expect(() => assertDiskRoom('/dados', estimate, estimate.totalBytes - 1)).toThrow(
      /^Espaço em disco insuficiente em \/dados: a importação precisa de cerca de \d+ GB no pico \(o registro novo, cerca de \d+ GB, e os arquivos temporários\) e há \d+ GB livres\. .*--out.*--memory-limit.*Nada foi alterado\.$/,
    );
  });
});

describe('CNPJ key', () => {
  it('orders numeric CNPJs as their text, then the alphanumeric ones as theirs', async () => {
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
      `SELECT cnpj, ${CNPJ_KEY_SQL} AS key FROM (SELECT unnest([${cnpjs.map((v) => `'${v}'`).join(', ')}]) AS cnpj)
        ORDER BY key`,
    );
    // Numeric CNPJs in their order, then the alphanumeric ones in theirs.
    const numeric = (cnpj: string) => /^[0-9]{12}/.test(cnpj);
    expect(reader.getRows().map(([v]) => v)).toEqual([
      ...cnpjs.filter(numeric).sort(),
      ...cnpjs.filter((cnpj) => !numeric(cnpj)).sort(),
    ]);
    // The lookups compute the same key in TypeScript.
    for (const [cnpj, key] of reader.getRows()) expect(cnpjKey(String(cnpj))?.key).toBe(key);
    instance.closeSync();
  });

  it('finds CNPJs by key and check digits exactly as by their text', async () => {
    // A stored CNPJ with wrong check digits (the RFB's data is not checked) shares its key with the right one.
    const stored = ['11222333000181', '12ABC34501DE35', '99999999000199', '00000000000191'];
    const instance = await DuckDBInstance.create(':memory:');
    const c = await instance.connect();
    await c.run(`CREATE TABLE cnpj_keys AS SELECT cnpj, ${CNPJ_KEY_SQL} AS key, ${CNPJ_DV_SQL} AS dv,
      (row_number() OVER (ORDER BY cnpj))::INTEGER AS id
      FROM (SELECT unnest([${stored.map((v) => `'${v}'`).join(', ')}]) AS cnpj)`);
    const wanted = ['11222333000181', '12ABC34501DE35', '99999999000191', '00000000000192', '123', ''];
    const p = new SqlParams();
    const sql = `SELECT cnpj FROM cnpj_keys WHERE id IN (${cnpjIdsSql(wanted, p)}) ORDER BY cnpj`;
    const found = (await c.runAndReadAll(sql, p.values)).getRows().map(([v]) => v);
    expect(found).toEqual(stored.filter((cnpj) => wanted.includes(cnpj)).sort());
    // A list where nothing can be a CNPJ selects nothing (and binds no empty list).
    const none = new SqlParams();
    const nothing = `SELECT cnpj FROM cnpj_keys WHERE id IN (${cnpjIdsSql(['123', 'abc'], none)})`;
    expect((await c.runAndReadAll(nothing, none.values)).getRows()).toEqual([]);
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

describe('company totals', () => {
  it('sums a root with active branches, caps an estimate at the porte, keeps a public body without revenue', async () => {
    const instance = await DuckDBInstance.create(':memory:');
    const c = await instance.connect();
    await c.run(`CREATE TABLE e (cnpj_basico VARCHAR, fl_matriz BOOLEAN DEFAULT false, situacao UTINYINT DEFAULT 2,
      porte UTINYINT, qt_filiais INTEGER, qt_funcionarios INTEGER,
      vl_faturamento DOUBLE, faixa_faturamento UTINYINT, fl_faturamento_estimado BOOLEAN,
      qt_funcionarios_empresa INTEGER, vl_faturamento_empresa DOUBLE, faixa_faturamento_empresa UTINYINT)`);
    // A: public administration (no revenue) with a branch; B: an EPP whose estimates pass its ceiling;
    // C: the same, one revenue real (enriched): not capped; D: no branches; E: a head office, an active
    // branch and a baixada one whose enriched figures are not the company's (qt_filiais counts active ones).
    await c.run(`INSERT INTO e (cnpj_basico, fl_matriz, situacao, porte, qt_filiais, qt_funcionarios,
        vl_faturamento, faixa_faturamento, fl_faturamento_estimado) VALUES
      ('A', true, 2, 5, 1, 30, NULL, NULL, true), ('A', false, 2, 5, 1, 10, NULL, NULL, true),
      ('B', true, 2, 3, 2, 20, 4000000, 4, true), ('B', false, 2, 3, 2, 10, 3000000, 4, true),
      ('B', false, 2, 3, 2, 10, 3000000, 4, true),
      ('C', true, 2, 3, 1, 20, 4000000, 4, false), ('C', false, 2, 3, 1, 10, 3000000, 4, true),
      ('D', true, 2, 1, 0, 3, 200000, 2, true),
      ('E', true, 2, 1, 1, 5, 100000, 2, true), ('E', false, 2, 1, 1, 2, 100000, 2, true),
      ('E', false, 8, 1, 1, 7, 900000, 4, false)`);
    await writeCompanyTotals(c, 'e');
    const rows = (
      await c.runAndReadAll(`SELECT DISTINCT cnpj_basico, qt_funcionarios_empresa AS employees,
          vl_faturamento_empresa AS revenue, faixa_faturamento_empresa AS band FROM e ORDER BY 1`)
    ).getRowObjectsJson();
    expect(rows).toEqual([
      { cnpj_basico: 'A', employees: 40, revenue: null, band: null },
      { cnpj_basico: 'B', employees: 40, revenue: 4_800_000, band: 4 },
      { cnpj_basico: 'C', employees: 30, revenue: 7_000_000, band: 5 },
      { cnpj_basico: 'D', employees: 3, revenue: 200_000, band: 2 },
      { cnpj_basico: 'E', employees: 7, revenue: 200_000, band: 2 },
    ]);
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
    ['Estabelecimentos3.csv', 'establishments'],
    ['pasta/K3241.K03200Y0.D30114.ESTABELE', 'establishments'],
    ['LEIAME.txt', null],
    // Only the inner names count, and only whole words of them.
    ['nota.txt', null],
    ['Backup-Estabelecimentos-antigo.csv', null],
    ['ESTABELECIMENTOS_ANTIGOS.xlsx', null],
  ])('classifies %s as %s', (name, kind) => {
    expect(classifyName(name)).toBe(kind);
  });

  it.each([
    ['K3241.K03200Y0.D30114.ESTABELE', 0],
    ['K3241.K03200Y7.D30114.EMPRECSV', 7],
    ['Estabelecimentos4', 4],
    ['Socios12.csv', 12],
    ['Estabelecimentos', undefined],
    ['F.K03200$W.SIMPLES.CSV.D30114', undefined],
  ])('reads the part of %s as %s', (name, part) => {
    expect(partNumber(name)).toBe(part);
  });

  it('dates a release by DYMMDD, then the explicit option, then the newest entry (estimated)', () => {
    expect(detectReleaseDate([entry('K3241.K03200Y0.D30114.ESTABELE')], '2020-01-01')).toEqual({
      date: '2023-01-14',
      source: 'names',
      ignoredOption: '2020-01-01',
    });
    expect(detectReleaseDate([entry('K3241.K03200Y0.D30114.ESTABELE')], '2023-01-14')).toEqual({
      date: '2023-01-14',
      source: 'names',
    });
    expect(detectReleaseDate([entry('Estabelecimentos0')], '2024-08-10')).toEqual({
      date: '2024-08-10',
      source: 'option',
    });
    expect(detectReleaseDate([entry('A'), entry('B', new Date(2025, 5, 30))])).toEqual({
      date: '2025-06-30',
      source: 'estimated',
    });
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

  it('takes --threads only as a positive integer up to 64', () => {
    expect(parseImportArgs(['rel', '--out', 'x', '--threads', '3']).threads).toBe(3);
    expect(parseImportArgs(['rel', '--out', 'x', '--threads', '64']).threads).toBe(64);
    for (const bad of ['0', '-1', '1.5', 'dois'])
      expect(() => parseImportArgs(['rel', '--out', 'x', '--threads', bad])).toThrow(
        '--threads deve ser um número inteiro positivo',
      );
    expect(() => parseImportArgs(['rel', '--out', 'x', '--threads', '500'])).toThrow(
      '--threads 500 é demais: use no máximo 64',
    );
  });

  it('refuses an option given without its value', () => {
    for (const args of [
      ['rel', '--out'],
      ['rel', '--out', 'x', '--release-date'],
      ['rel', '--memory-limit', '--out', 'x'],
      ['rel', '--out', 'x', '--procon'],
      ['rel', '--enrichment', '--allow-incomplete', '--out', 'x'],
    ])
      expect(() => parseImportArgs(args), args.join(' ')).toThrow(/A opção --[a-z-]+ precisa de um valor/);
    expect(() => parseImportArgs(['rel', '--out', 'x', '--out', 'y'])).toThrow('--out foi dada duas vezes');
  });

  it('takes --allow-incomplete as a flag, anywhere', () => {
    expect(parseImportArgs(['rel', '--out', 'x']).allowIncomplete).toBe(false);
    expect(parseImportArgs(['--allow-incomplete', 'rel', '--out', 'x'])).toMatchObject({
      releaseDir: 'rel',
      allowIncomplete: true,
    });
    expect(parseImportArgs(['rel', '--out', 'x', '--allow-incomplete']).allowIncomplete).toBe(true);
  });

  it('takes --release-date only as a real date from 2000-01-01 to tomorrow', () => {
    const now = new Date('2026-05-10T12:00:00Z');
    const date = (value: string) => parseImportArgs(['rel', '--out', 'x', '--release-date', value], now);
    expect(date('2026-05-11').releaseDate).toBe('2026-05-11');
    expect(date('2000-01-01').releaseDate).toBe('2000-01-01');
    for (const bad of ['2024-13-45', '2024-02-30', '2023-02-29', '20240101', 'ontem'])
      expect(() => date(bad), bad).toThrow(`--release-date ${bad} não é uma data válida`);
    for (const far of ['1800-01-01', '1999-12-31', '2026-05-12', '2099-12-31'])
      expect(() => date(far), far).toThrow(
        `--release-date ${far} está fora do intervalo aceito (2000-01-01 a 2026-05-11)`,
      );
    expect(date('2024-02-29').releaseDate).toBe('2024-02-29');
  });

  it('checks --memory-limit before anything is read', () => {
    expect(parseImportArgs(['rel', '--out', 'x', '--memory-limit', '2GB']).memoryLimit).toBe('2GB');
    expect(() => parseImportArgs(['rel', '--out', 'x', '--memory-limit', 'muito'])).toThrow(
      'Tamanho inválido',
    );
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
