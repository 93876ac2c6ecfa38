// Checks made before an import reads anything (each refusal in Portuguese, nothing changed): the release
// folder, the output file and its folder, the optional inputs; the lock that keeps two imports off the same
// output; the leftovers of an import that was killed.
import { constants } from 'node:fs';
import { access, mkdir, open, readdir, readFile, rm, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** A DuckDB database file: 8 bytes of checksum, then the magic "DUCK". */
const DUCKDB_MAGIC = Buffer.from('DUCK');
const DUCKDB_MAGIC_OFFSET = 8;

const code = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

/** Whether `file` starts like a DuckDB database file (false when it cannot be read). */
export async function isDuckDbFile(file: string): Promise<boolean> {
  try {
    const handle = await open(file, 'r');
    try {
      const header = Buffer.alloc(DUCKDB_MAGIC_OFFSET + DUCKDB_MAGIC.length);
      const { bytesRead } = await handle.read(header, 0, header.length, 0);
      return bytesRead === header.length && header.subarray(DUCKDB_MAGIC_OFFSET).equals(DUCKDB_MAGIC);
    } finally {
      await handle.close();
    }
  } catch {
    return false;
  }
}

/** The release folder exists, is a folder and can be read. */
export async function checkReleaseDir(dir: string): Promise<void> {
  const info = await stat(dir).catch((error: unknown) => {
    if (code(error) === 'ENOENT' || code(error) === 'ENOTDIR')
      throw new Error(`A pasta da publicação não existe: ${dir}`);
    throw new Error(`Não foi possível abrir a pasta da publicação ${dir} (${code(error) ?? error}).`);
  });
  if (!info.isDirectory())
    throw new Error(
      `${dir} é um arquivo, não uma pasta: informe a pasta com os .zip baixados da Receita Federal.`,
    );
  await access(dir, constants.R_OK | constants.X_OK).catch(() => {
    throw new Error(`Sem permissão para ler a pasta da publicação ${dir}.`);
  });
}

/**
 * The output: not a folder, not an existing file other than a registry (a DuckDB file is replaced, anything
 * else is never overwritten); its folder created when missing and writable.
 */
export async function checkOutput(out: string): Promise<void> {
  const info = await stat(out).catch((error: unknown) => {
    if (code(error) === 'ENOENT') return undefined;
    if (code(error) === 'ENOTDIR')
      throw new Error(`--out ${out}: uma parte do caminho é um arquivo, não uma pasta.`);
    throw new Error(`Não foi possível verificar --out ${out} (${code(error) ?? error}).`);
  });
  if (info?.isDirectory())
    throw new Error(
      `--out ${out} é uma pasta. Informe o arquivo do registro, por exemplo --out ${join(out, 'registro.duckdb')}.`,
    );
  if (info && !(await isDuckDbFile(out)))
    throw new Error(
      `--out ${out} já existe e não é um registro (arquivo DuckDB): o importador só substitui um registro. ` +
        'Escolha outro nome ou apague o arquivo. Nada foi alterado.',
    );
  const folder = dirname(out);
  await mkdir(folder, { recursive: true }).catch((error: unknown) => {
    if (code(error) === 'EEXIST' || code(error) === 'ENOTDIR')
      throw new Error(`--out ${out}: uma parte do caminho é um arquivo, não uma pasta.`);
    throw new Error(
      `Não foi possível criar a pasta ${folder} de --out (sem permissão?).\n(${code(error) ?? error})`,
    );
  });
  await access(folder, constants.W_OK | constants.X_OK).catch(() => {
    throw new Error(
      `Sem permissão de escrita na pasta ${folder} de --out. Escolha outra pasta. Nada foi alterado.`,
    );
  });
}

/** An optional input (--enrichment, --procon) exists, is a file and can be read. */
export async function checkInputFile(option: string, file: string): Promise<void> {
  const info = await stat(file).catch(() => {
    throw new Error(`${option} ${file}: arquivo não encontrado.`);
  });
  if (!info.isFile()) throw new Error(`${option} ${file} não é um arquivo.`);
  await access(file, constants.R_OK).catch(() => {
    throw new Error(`${option} ${file}: sem permissão de leitura.`);
  });
}

/** Whether a process with this id runs (EPERM: it does, owned by someone else). */
export function processRuns(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return code(error) === 'EPERM';
  }
}

export function lockFile(out: string): string {
  return `${out}.import-lock`;
}

/**
 * Takes `FILE.import-lock` (created exclusively, holding this process's id); a lock whose process is gone is
 * taken over. Refuses at once when another import of the same output runs. Returns the release function.
 */
export async function acquireImportLock(out: string): Promise<() => Promise<void>> {
  const lock = lockFile(out);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(lock, 'wx');
      try {
        await handle.writeFile(`${process.pid}\n`);
      } finally {
        await handle.close();
      }
      return async () => {
        const holder = await readFile(lock, 'utf8').catch(() => '');
        if (Number(holder.trim()) === process.pid) await unlink(lock).catch(() => undefined);
      };
    } catch (error) {
      if (code(error) !== 'EEXIST') throw error;
      const text = (await readFile(lock, 'utf8').catch(() => '')).trim();
      const holder = Number(text);
      // An empty lock just created: its import is writing its id.
      const young =
        text === '' && Date.now() - ((await stat(lock).catch(() => undefined))?.mtimeMs ?? 0) < 10_000;
      if (young || (holder !== process.pid && processRuns(holder)))
        throw new Error(
          `Outra importação${young ? '' : ` (processo ${holder})`} já está gravando ${out}. Espere ela terminar ou interrompa-a; ` +
            `se nenhuma importação estiver rodando, apague ${lock}.`,
        );
      await rm(lock, { force: true });
    }
  }
  throw new Error(`Não foi possível criar a trava ${lock}; apague-a e tente de novo.`);
}

/**
 * Removes what imports of `out` that were killed left behind (`FILE.tmp-<pid>`, its `.wal` and `.work/`
 * folder, whose process no longer runs); returns the names removed.
 */
export async function removeStaleLeftovers(out: string): Promise<string[]> {
  const folder = dirname(out);
  const prefix = `${basename(out)}.tmp-`;
  const removed: string[] = [];
  for (const name of await readdir(folder).catch(() => [] as string[])) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(/^(\d+)/.exec(name.slice(prefix.length))?.[1]);
    if (processRuns(pid)) continue;
    await rm(join(folder, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}
