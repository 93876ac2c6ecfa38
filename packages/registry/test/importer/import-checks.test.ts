// A release is checked whole before anything is read (kinds missing, gaps in a kind's parts, a kind+part
// twice), a damaged big file fails the import, and bytes DuckDB's latin-1 reader refuses (Windows-1252, UTF-8)
// do not: each on real zips, the previous registry checked untouched.
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRelease } from '../../src/importer/import-release.ts';
import { formatImportReport } from '../../src/importer/import-report.ts';
import { quirkReleaseSpecs } from './quirk-release.ts';
import { readRows } from './registry-reader.ts';
import {
  csvLine,
  establishmentLine,
  tempDir,
  writeRelease,
  writeZip,
  type ZipSpec,
} from './release-builder.ts';

let dir: string;
let out: string;
let before: Buffer;
beforeAll(async () => {
  dir = await tempDir('checks');
  out = join(dir, 'registry.duckdb');
  await importRelease({
    releaseDir: await writeRelease(join(dir, 'good'), quirkReleaseSpecs()),
    out,
    memoryLimit: '1GB',
    threads: 1,
  });
  before = await readFile(out);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const D = 'D60315';
const estab = (part: number, lines = 3): ZipSpec => ({
  zip: `Estabelecimentos${part}.zip`,
  entry: `K3241.K03200Y${part}.${D}.ESTABELE`,
  lines: Array.from({ length: lines }, (_v, i) =>
    establishmentLine({ basico: `9${part}${String(i).padStart(6, '0')}`, dv: '00' }),
  ),
});

/** The quirk release with its zips changed: `drop` removed by zip name, `add` appended. */
async function release(name: string, change: { drop?: RegExp; add?: ZipSpec[] } = {}) {
  const specs = quirkReleaseSpecs().filter((spec) => !change.drop?.test(spec.zip));
  return writeRelease(join(dir, name), [...specs, ...(change.add ?? [])]);
}

const importInto = (releaseDir: string, extra: { allowIncomplete?: boolean } = {}) =>
  importRelease({ releaseDir, out, memoryLimit: '1GB', threads: 1, ...extra });

async function expectUntouched() {
  expect(Buffer.compare(await readFile(out), before)).toBe(0);
  expect((await readdir(dir)).filter((name) => name.includes('.tmp-') || name.includes('lock'))).toEqual([]);
}

describe('an incomplete or repeated release is refused before anything is read', () => {
  it.each([
    ['Sócios', /^Socios/],
    ['Empresas', /^Empresas/],
    ['Simples', /^Simples/],
    ['Cnaes', /^Cnaes/],
    ['Qualificações', /^Qualificacoes/],
  ])('without %s', async (label, drop) => {
    const releaseDir = await release(`no-${label}`, { drop });
    const refusal = importInto(releaseDir);
    await expect(refusal).rejects.toThrow(`faltam os arquivos de ${label}`);
    await expect(refusal).rejects.toThrow(
      /Nada foi alterado\. .*--allow-incomplete para importar mesmo assim/,
    );
    await expectUntouched();
  });

  it('with a gap in the parts of a kind (Estabelecimentos 0, 1, 2 and 4)', async () => {
    const releaseDir = await release('gap', { add: [estab(1), estab(2), estab(4)] });
    await expect(importInto(releaseDir)).rejects.toThrow(
      'Estabelecimentos: falta a parte 3 (há 0, 1, 2 e 4)',
    );
    await expectUntouched();
  });

  it('with the same part twice, and with --allow-incomplete reads it once and says so', async () => {
    const releaseDir = await release('repeated', { add: [estab(1)] });
    await writeZip(join(releaseDir, 'Estabelecimentos1 (1).zip'), [
      { name: `K3241.K03200Y1.${D}.ESTABELE`, data: Buffer.from(`${estab(1).lines.join('\n')}\n`, 'latin1') },
    ]);
    await expect(importInto(releaseDir)).rejects.toThrow(
      /Estabelecimentos parte 1 aparece duas vezes: Estabelecimentos1 \(1\)\.zip\/K3241\.K03200Y1\.D60315\.ESTABELE e Estabelecimentos1\.zip\/.* \(remova a cópia\)/,
    );
    await expectUntouched();

    const other = join(dir, 'repeated.duckdb');
    const report = await importRelease({
      releaseDir,
      out: other,
      memoryLimit: '1GB',
      threads: 1,
      allowIncomplete: true,
    });
    expect(report.tables.establishments).toBe(9 + 3);
    expect(report.files.filter((file) => file.kind === 'establishments')).toHaveLength(2);
    expect(report.allowIncomplete).toBe(true);
    expect(report.warnings.join('\n')).toMatch(
      /aparece duas vezes.*importado mesmo assim por --allow-incomplete/,
    );
    const text = formatImportReport(report);
    expect(text).toMatch(/^Registro importado em .* com --allow-incomplete$/m);
    expect(text).toMatch(/\nAvisos:\n {2}- Estabelecimentos parte 1 aparece duas vezes/);
  });

  it('with two inner entries of the same part in one zip', async () => {
    const releaseDir = await release('two-entries', { drop: /^Estabelecimentos/ });
    const data = Buffer.from(`${estab(0).lines.join('\n')}\n`, 'latin1');
    await writeZip(join(releaseDir, 'Estabelecimentos0.zip'), [
      { name: `K3241.K03200Y0.${D}.ESTABELE`, data },
      { name: `copia/K3241.K03200Y0.${D}.ESTABELE`, data },
    ]);
    await expect(importInto(releaseDir)).rejects.toThrow('Estabelecimentos parte 0 aparece duas vezes');
  });

  it('counts a zip by its inner names only, and refuses a folder named .zip', async () => {
    const releaseDir = await release('backup');
    await writeZip(join(releaseDir, 'Backup-Estabelecimentos-antigo.zip'), [
      { name: 'nota.txt', data: Buffer.from('abc;def\n') },
    ]);
    const other = join(dir, 'backup.duckdb');
    const report = await importRelease({ releaseDir, out: other, memoryLimit: '1GB', threads: 1 });
    expect(report.ignoredFiles).toEqual(['Backup-Estabelecimentos-antigo.zip/nota.txt']);
    expect(report.tables.establishments).toBe(9);

    await mkdir(join(releaseDir, 'Socios1.zip'));
    await expect(importInto(releaseDir)).rejects.toThrow(
      /^Socios1\.zip em .* é uma pasta, não um arquivo zip/,
    );
    await expectUntouched();
  });

  it('only warns when the kinds have different numbers of parts', async () => {
    const releaseDir = await release('counts', { add: [estab(1)] });
    const warnings: string[] = [];
    const report = await importRelease({
      releaseDir,
      out: join(dir, 'counts.duckdb'),
      memoryLimit: '1GB',
      threads: 1,
      warn: (message) => warnings.push(message),
    });
    expect(report.tables.establishments).toBe(12);
    expect(warnings).toEqual([
      expect.stringMatching(
        /^as séries têm números de partes diferentes \(Estabelecimentos 2, Empresas 1, Sócios 1;/,
      ),
    ]);
    expect(report.warnings).toEqual(warnings);
  });
});

describe('a damaged big file fails the import', () => {
  const damaged = (name: string, lines: string[]) =>
    release(name, {
      add: [{ zip: 'Estabelecimentos1.zip', entry: `K3241.K03200Y1.${D}.ESTABELE`, lines }],
    }).then((releaseDir) =>
      writeRelease(releaseDir, [
        {
          zip: 'Empresas1.zip',
          entry: `K3241.K03200Y1.${D}.EMPRECSV`,
          lines: [csvLine(['91000000', 'X', '2062', '49', '0,00', '01', ''])],
        },
        {
          zip: 'Socios1.zip',
          entry: `K3241.K03200Y1.${D}.SOCIOCSV`,
          lines: [csvLine(['91000000', '2', 'ANA', '***123456**', '49', '20100101', '', '', '', '00', '5'])],
        },
      ]),
    );
  const good = estab(1, 200).lines;

  it('with 29 columns: named, with its main reason, the previous registry untouched', async () => {
    const releaseDir = await damaged(
      'cols',
      good.map((line) => line.slice(0, line.lastIndexOf(';'))),
    );
    await expect(importInto(releaseDir)).rejects.toThrow(
      /^O arquivo Estabelecimentos1\.zip\/K3241\.K03200Y1\.D60315\.ESTABELE \(Estabelecimentos\) parece danificado: 200 de 200 linhas rejeitadas \(motivo principal: colunas faltando; .*Baixe-o de novo/,
    );
    await expectUntouched();
  });

  it('when more than 1 % of its lines are rejected; not at 1 %', async () => {
    const some = (bad: number) => good.map((line, i) => (i < bad ? `${line};"x"` : line));
    await expect(importInto(await damaged('over', some(12)))).rejects.toThrow(
      /parece danificado: 12 de 200 linhas rejeitadas \(motivo principal: colunas demais/,
    );
    await expectUntouched();
    const report = await importRelease({
      releaseDir: await damaged('under', some(2)),
      out: join(dir, 'under.duckdb'),
      memoryLimit: '1GB',
      threads: 1,
    });
    expect(report.files.find((f) => f.entry.includes('Y1') && f.kind === 'establishments')).toMatchObject({
      rowsRead: 200,
      rowsKept: 198,
      rejected: { colunas_demais: 2 },
    });
  });

  it('empty, or comma-separated; --allow-incomplete imports it anyway with a warning', async () => {
    await expect(importInto(await damaged('empty', []))).rejects.toThrow(
      'O arquivo Estabelecimentos1.zip/K3241.K03200Y1.D60315.ESTABELE (Estabelecimentos) parece danificado: não tem nenhuma linha (vazio)',
    );
    const commas = await damaged(
      'commas',
      good.map((line) => line.replaceAll('";"', '","')),
    );
    await expect(importInto(commas)).rejects.toThrow(
      /200 de 200 linhas rejeitadas \(motivo principal: aspas inválidas/,
    );
    await expectUntouched();
    const report = await importRelease({
      releaseDir: commas,
      out: join(dir, 'commas.duckdb'),
      memoryLimit: '1GB',
      threads: 1,
      allowIncomplete: true,
    });
    expect(report.warnings.join('\n')).toMatch(
      /ESTABELE \(Estabelecimentos\) parece danificado: .*importado por --allow-incomplete/,
    );
  });
  it('random bytes: named, in Portuguese, the previous registry untouched', async () => {
    let seed = 7;
    const noise = Buffer.from(
      Array.from({ length: 50_000 }, () => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return seed >> 23;
      }),
    );
    const releaseDir = await damaged('noise', []);
    await writeZip(join(releaseDir, 'Estabelecimentos1.zip'), [
      { name: `K3241.K03200Y1.${D}.ESTABELE`, data: noise },
    ]);
    await expect(importInto(releaseDir)).rejects.toThrow(
      /^(Não foi possível ler o arquivo Estabelecimentos1\.zip\/.*ESTABELE: não parece um CSV da Receita Federal|O arquivo Estabelecimentos1\.zip\/.*ESTABELE \(Estabelecimentos\) parece danificado)/,
    );
    await expectUntouched();
  });
});

describe('bytes DuckDB refuses as latin-1', () => {
  it('replaces Windows-1252 dashes and quotes in that file only, counts them, and keeps every row once', async () => {
    const specs = quirkReleaseSpecs();
    const lines = [
      establishmentLine({ basico: '81000001', dv: '00', fantasia: 'BAR \x96 RESTAURANTE' }),
      establishmentLine({ basico: '81000002', dv: '00', fantasia: 'CASA \x93BOA\x94 \x80' }),
      ...estab(1, 50).lines,
    ];
    const releaseDir = await writeRelease(join(dir, 'cp1252'), [
      ...specs,
      { zip: 'Estabelecimentos1.zip', entry: `K3241.K03200Y1.${D}.ESTABELE`, lines },
    ]);
    const file = join(dir, 'cp1252.duckdb');
    const report = await importRelease({ releaseDir, out: file, memoryLimit: '1GB', threads: 1 });
    const second = report.files.find((f) => f.zip === 'Estabelecimentos1.zip');
    expect(second).toMatchObject({ rowsRead: 52, rowsKept: 52, rejected: {} });
    expect(second?.quirks.caracteres_windows_1252_substituidos).toBe(4);
    expect(report.files.find((f) => f.zip === 'Estabelecimentos0.zip')?.quirks).not.toHaveProperty(
      'caracteres_windows_1252_substituidos',
    );
    expect(report.tables.establishments).toBe(9 + 52);
    const rows = await readRows(
      file,
      "SELECT nome_fantasia FROM establishments WHERE cnpj IN ('81000001000100', '81000002000100') ORDER BY cnpj",
    );
    expect(rows.map((row) => row.nome_fantasia)).toEqual(['BAR - RESTAURANTE', "CASA 'BOA'"]);
    expect(formatImportReport(report)).toMatch(/corrigidos: .*caracteres Windows 1252 substituídos 4/);
  });

  it('reads a UTF-8 file as UTF-8 (lower- and capital-case accents) and says so', async () => {
    const specs = quirkReleaseSpecs().map((spec) =>
      spec.zip === 'Cnaes.zip' || spec.zip === 'Empresas0.zip' ? { ...spec, lines: [] } : spec,
    );
    const releaseDir = await writeRelease(
      join(dir, 'utf8'),
      specs.filter((spec) => spec.lines.length > 0),
    );
    const cnaes = quirkReleaseSpecs().find((spec) => spec.zip === 'Cnaes.zip') as ZipSpec;
    const companies = quirkReleaseSpecs().find((spec) => spec.zip === 'Empresas0.zip') as ZipSpec;
    const utf8 = (spec: ZipSpec, extra: string[]) =>
      writeZip(join(releaseDir, spec.zip), [
        { name: spec.entry, data: Buffer.from(`${[...spec.lines, ...extra].join('\n')}\n`, 'utf8') },
      ]);
    await utf8(cnaes, [csvLine(['0112101', 'Cultivo de algodão herbáceo'])]);
    await utf8(companies, []);
    const file = join(dir, 'utf8.duckdb');
    const report = await importRelease({ releaseDir, out: file, memoryLimit: '1GB', threads: 1 });
    expect(
      report.files
        .filter((f) => f.encoding === 'utf-8')
        .map((f) => f.zip)
        .sort(),
    ).toEqual(['Cnaes.zip', 'Empresas0.zip']);
    expect(report.warnings).toContain(
      `Cnaes.zip/${cnaes.entry} está em UTF-8 (a Receita publica em latin-1): lido como UTF-8`,
    );
    const [cnae] = await readRows(file, 'SELECT descricao FROM cnaes WHERE codigo = 112101');
    expect(cnae?.descricao).toBe('Cultivo de algodão herbáceo');
    const [company] = await readRows(
      file,
      "SELECT razao_social FROM establishments WHERE cnpj = '22333444000110'",
    );
    expect(company?.razao_social).toBe('CONSTRUTORA SÃO JOSÉ LTDA');
  });
});
