// `npm run registry -- import DIR --out FILE [--enrichment FILE.csv] [--procon FILE.csv ...]`

import { importRelease } from './import-release.ts';
import { formatImportReport } from './import-report.ts';
import { createProgress } from './progress.ts';

const USAGE = `Uso: npm run registry -- import DIR --out ARQUIVO [--enrichment ARQUIVO.csv] [--procon ARQUIVO.csv ...]
       [--release-date AAAA-MM-DD] [--memory-limit 12GB] [--threads N]`;

export type ImportArgs = {
  releaseDir: string;
  out: string;
  enrichment?: string;
  procon: string[];
  releaseDate?: string;
  memoryLimit?: string;
  threads?: number;
};

/** Parses the command line; `--procon` takes every value up to the next option. */
export function parseImportArgs(args: readonly string[]): ImportArgs {
  const positionals: string[] = [];
  const values = new Map<string, string[]>();
  let current: string | undefined;
  for (const arg of args) {
    if (arg.startsWith('--')) {
      current = arg.slice(2);
      values.set(current, values.get(current) ?? []);
    } else if (current && (current === 'procon' || (values.get(current)?.length ?? 0) === 0)) {
      values.get(current)?.push(arg);
      if (current !== 'procon') current = undefined;
    } else {
      positionals.push(arg);
    }
  }
  const known = new Set(['out', 'enrichment', 'procon', 'release-date', 'memory-limit', 'threads']);
  for (const key of values.keys())
    if (!known.has(key)) throw new Error(`Opção desconhecida --${key}\n${USAGE}`);
  const one = (key: string) => values.get(key)?.[0];
  const [releaseDir] = positionals;
  const out = one('out');
  if (!releaseDir || !out || positionals.length > 1) throw new Error(USAGE);
  const releaseDate = one('release-date');
  if (releaseDate && !/^\d{4}-\d{2}-\d{2}$/.test(releaseDate))
    throw new Error('--release-date deve ser AAAA-MM-DD');
  const threads = one('threads');
  if (threads !== undefined && !/^[1-9]\d*$/.test(threads))
    throw new Error('--threads deve ser um número inteiro positivo');
  return {
    releaseDir,
    out,
    enrichment: one('enrichment'),
    procon: values.get('procon') ?? [],
    releaseDate,
    memoryLimit: one('memory-limit'),
    threads: threads ? Number(threads) : undefined,
  };
}

export async function runImportCommand(args: readonly string[]): Promise<void> {
  const options = parseImportArgs(args);
  const report = await importRelease({ ...options, progress: createProgress() });
  console.log(formatImportReport(report));
  console.log(`\nRelatório completo em ${report.output}.import-report.json`);
}
