// What is refused before an import reads anything, and the Portuguese messages of `import` and `info` for
// files that are missing, folders, not zips or not registries.
import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeError } from '../../src/cli-errors.ts';
import { importRelease } from '../../src/importer/import-release.ts';
import { readRegistryInfo } from '../../src/importer/info-command.ts';
import { writeQuirkRelease } from './quirk-release.ts';
import { tempDir } from './release-builder.ts';

const CLI = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));
let dir: string;
let release: string;
let registry: string;
beforeAll(async () => {
  dir = await tempDir('preflight');
  release = await writeQuirkRelease(join(dir, 'release'));
  registry = join(dir, 'registry.duckdb');
  await importRelease({ releaseDir: release, out: registry, memoryLimit: '1GB', threads: 1 });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const importTo = (out: string, extra: Record<string, unknown> = {}) =>
  importRelease({ releaseDir: release, out, memoryLimit: '1GB', threads: 1, ...extra });

async function cli(...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(TSX, [CLI, ...args]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('refused before anything is read', () => {
  it('--out that is a folder', async () => {
    const folder = join(dir, 'pasta');
    await mkdir(folder);
    await expect(importTo(folder)).rejects.toThrow(
      `--out ${folder} é uma pasta. Informe o arquivo do registro, por exemplo --out ${join(folder, 'registro.duckdb')}.`,
    );
  });

  it('--out that is an existing file other than a registry (never overwritten); a registry is replaced', async () => {
    const csv = join(dir, 'clientes.csv');
    await writeFile(csv, 'cnpj;nome\n1;A\n');
    await expect(importTo(csv)).rejects.toThrow(
      `--out ${csv} já existe e não é um registro (arquivo DuckDB): o importador só substitui um registro.`,
    );
    expect(await readFile(csv, 'utf8')).toBe('cnpj;nome\n1;A\n');
    const empty = join(dir, 'vazio.duckdb');
    await writeFile(empty, '');
    await expect(importTo(empty)).rejects.toThrow('já existe e não é um registro');
    await expect(importTo(registry)).resolves.toMatchObject({ output: registry });
  });

  it('a missing release folder, or a file instead of one', async () => {
    const missing = join(dir, 'nao-existe');
    await expect(importRelease({ releaseDir: missing, out: join(dir, 'x.duckdb') })).rejects.toThrow(
      `A pasta da publicação não existe: ${missing}`,
    );
    const file = join(dir, 'arquivo.txt');
    await writeFile(file, 'x');
    await expect(importRelease({ releaseDir: file, out: join(dir, 'x.duckdb') })).rejects.toThrow(
      `${file} é um arquivo, não uma pasta`,
    );
  });

  it('--enrichment or --procon missing or a folder', async () => {
    const out = join(dir, 'inputs.duckdb');
    await expect(importTo(out, { enrichment: join(dir, 'nao-existe.csv') })).rejects.toThrow(
      `--enrichment ${join(dir, 'nao-existe.csv')}: arquivo não encontrado.`,
    );
    await expect(importTo(out, { procon: [join(dir, 'release')] })).rejects.toThrow(
      `--procon ${join(dir, 'release')} não é um arquivo.`,
    );
    await expect(stat(out)).rejects.toThrow();
  });

  it('a zip that is truncated, not a zip or empty: says to download it again', async () => {
    for (const [name, bytes] of [
      ['truncado', async (zip: string) => truncate(zip, 40)],
      ['texto', async (zip: string) => writeFile(zip, 'isto não é um zip\n'.repeat(50))],
      ['vazio', async (zip: string) => writeFile(zip, '')],
    ] as const) {
      const broken = await writeQuirkRelease(join(dir, `zip-${name}`));
      await bytes(join(broken, 'Socios0.zip'));
      await expect(importRelease({ releaseDir: broken, out: registry }), name).rejects.toThrow(
        /^O arquivo Socios0\.zip não pôde ser aberto como zip: está incompleto \(download interrompido\) ou não é um zip\. Baixe-o de novo da Receita Federal\.\n\(/,
      );
    }
  });

  it('a read-only output folder (a read-only file system in a private mount namespace)', async () => {
    const mountPoint = join(dir, 'ro');
    await mkdir(mountPoint);
    const script = `mount -t tmpfs -o ro tmpfs "$1" || exit 90
      "$2" "$3" import "$4" --out "$1/registro.duckdb"`;
    const result = await promisify(execFile)('unshare', [
      '-rm',
      'sh',
      '-c',
      script,
      'sh',
      mountPoint,
      TSX,
      CLI,
      release,
    ])
      .then(() => ({ code: 0, stderr: '' }))
      .catch((error: { code: number; stderr: string }) => error);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `Sem permissão de escrita na pasta ${mountPoint} de --out. Escolha outra pasta.`,
    );
  }, 60_000);

  it('warns when --release-date is given but the file names carry the date', async () => {
    const warnings: string[] = [];
    const report = await importTo(join(dir, 'dated.duckdb'), {
      releaseDate: '2026-01-01',
      warn: (message: string) => warnings.push(message),
    });
    expect(report.releaseDate).toBe('2026-03-15');
    expect(report.releaseDateSource).toBe('names');
    expect(warnings).toEqual([
      '--release-date 2026-01-01 não foi usada: os nomes dos arquivos trazem a data da publicação, 15/03/2026',
    ]);
  });

  it('the command line: an option without a value, an impossible date, too many threads', async () => {
    for (const [args, message] of [
      [['--out'], 'A opção --out precisa de um valor'],
      [
        ['--out', registry, '--release-date', '2024-02-30'],
        '--release-date 2024-02-30 não é uma data válida',
      ],
      [['--out', registry, '--threads', '500'], '--threads 500 é demais'],
    ] as const) {
      const { code, stderr } = await cli('import', release, ...args);
      expect(code, args.join(' ')).toBe(1);
      expect(stderr).toContain(message);
    }
  }, 60_000);
});

describe('info in Portuguese', () => {
  it('refuses a missing file, a folder, a file that is not DuckDB, a DuckDB file that is not a registry, a truncated one', async () => {
    await expect(readRegistryInfo(join(dir, 'nada.duckdb'))).rejects.toThrow(
      'Arquivo de registro não encontrado',
    );
    await expect(readRegistryInfo(dir)).rejects.toThrow(`${dir} é uma pasta; informe o arquivo do registro`);
    const zip = join(release, 'Cnaes.zip');
    await expect(readRegistryInfo(zip)).rejects.toThrow(`${zip} não é um registro: não é um arquivo DuckDB`);
    const other = join(dir, 'outro.duckdb');
    const instance = await DuckDBInstance.create(other);
    const connection = await instance.connect();
    await connection.run('CREATE TABLE t AS SELECT 1 AS x');
    connection.closeSync();
    instance.closeSync();
    await expect(readRegistryInfo(other)).rejects.toThrow(
      `${other} é um arquivo DuckDB, mas não um registro do importador (não tem a tabela release_info).`,
    );
    const cut = join(dir, 'cortado.duckdb');
    await writeFile(cut, (await readFile(registry)).subarray(0, 10_000));
    await expect(readRegistryInfo(cut)).rejects.toThrow(
      /^.*cortado\.duckdb está incompleto ou danificado \(arquivo DuckDB que não abre\); importe a base de novo\.\n\(/,
    );
  });

  it('`info | head` ends quietly', async () => {
    const { stdout, stderr } = await promisify(execFile)('sh', [
      '-c',
      `"$0" "$1" info "$2" | head -1`,
      TSX,
      CLI,
      registry,
    ]);
    expect(stdout).toMatch(/^Registro: /);
    expect(stderr).toBe('');
  }, 30_000);
});

describe('system errors nothing explained', () => {
  it('are said in Portuguese, the English detail below', () => {
    const error = Object.assign(new Error("EACCES: permission denied, open '/x'"), {
      code: 'EACCES',
      path: '/x',
    });
    expect(describeError(error)).toBe("Erro: sem permissão: /x\n(EACCES: permission denied, open '/x')");
    expect(describeError(new Error('Outra coisa'))).toBe('Outra coisa');
  });
});
