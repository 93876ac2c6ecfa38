// Whether a release directory holds one whole release before anything is read: every kind present, each big
// kind's numbered parts without a gap, no kind+part twice (a second download, `Estabelecimentos1 (1).zip`,
// doubled the establishments). Problems refuse the import unless --allow-incomplete; with it the import goes
// on (a repeated part read once) and says so. Kinds whose part counts differ only warn: the real sample
// release has Empresas0–1 beside Estabelecimentos0 and Socios0.
import { type FileKind, LOOKUP_KINDS, type ReleaseEntry } from './release-files.ts';

export const REQUIRED_KINDS: readonly FileKind[] = [
  'establishments',
  'companies',
  'partners',
  'simples',
  ...LOOKUP_KINDS,
];

const PARTED_KINDS: readonly FileKind[] = ['establishments', 'companies', 'partners'];

/** Portuguese names of the kinds, as the Receita Federal names its zips. */
export const KIND_NAMES: Record<FileKind, string> = {
  establishments: 'Estabelecimentos',
  companies: 'Empresas',
  partners: 'Sócios',
  simples: 'Simples',
  cnaes: 'Cnaes',
  motivos: 'Motivos',
  municipios: 'Municípios',
  naturezas: 'Naturezas',
  paises: 'Países',
  qualificacoes: 'Qualificações',
};

export type ReleaseCheck = {
  /** What makes the release incomplete or repeated (refused without --allow-incomplete). */
  problems: string[];
  /** Worth saying, never refused. */
  warnings: string[];
  /** The entries to read: every entry, less the repeated copies of a kind+part (the first by name kept). */
  entries: ReleaseEntry[];
};

const where = (entry: ReleaseEntry) => `${entry.zipName}/${entry.entryName}`;
const list = (numbers: readonly number[]) =>
  numbers.length === 1 ? String(numbers[0]) : `${numbers.slice(0, -1).join(', ')} e ${numbers.at(-1)}`;

export function checkRelease(entries: readonly ReleaseEntry[]): ReleaseCheck {
  const problems: string[] = [];
  const warnings: string[] = [];
  const missing = REQUIRED_KINDS.filter((kind) => !entries.some((entry) => entry.kind === kind));
  if (missing.length > 0)
    problems.push(`faltam os arquivos de ${missing.map((kind) => KIND_NAMES[kind]).join(', ')}`);

  // Repeated kind+part: the same part of a big kind, or a second file of a one-file kind.
  const kept: ReleaseEntry[] = [];
  const seen = new Map<string, ReleaseEntry>();
  for (const entry of entries) {
    const key = `${entry.kind}:${entry.part ?? '-'}`;
    const first = seen.get(key);
    if (!first) {
      seen.set(key, entry);
      kept.push(entry);
      continue;
    }
    const part = entry.part === undefined ? '' : ` parte ${entry.part}`;
    problems.push(
      `${KIND_NAMES[entry.kind]}${part} aparece duas vezes: ${where(first)} e ${where(entry)} (remova a cópia)`,
    );
  }

  const counts: string[] = [];
  for (const kind of PARTED_KINDS) {
    const parts = [
      ...new Set(kept.filter((e) => e.kind === kind && e.part !== undefined).map((e) => e.part as number)),
    ].sort((a, b) => a - b);
    if (parts.length === 0) continue;
    const last = parts.at(-1) as number;
    const gaps = Array.from({ length: last + 1 }, (_v, part) => part).filter((part) => !parts.includes(part));
    if (gaps.length > 0)
      problems.push(
        `${KIND_NAMES[kind]}: falta${gaps.length > 1 ? 'm as partes' : ' a parte'} ${list(gaps)} (há ${list(parts)})`,
      );
    counts.push(`${KIND_NAMES[kind]} ${last + 1}`);
  }
  if (new Set(counts.map((text) => text.split(' ').pop())).size > 1)
    warnings.push(
      `as séries têm números de partes diferentes (${counts.join(', ')}; uma publicação mensal completa tem 10 de cada): confira se o download terminou`,
    );
  return { problems, warnings, entries: kept };
}

/** The refusal: what is wrong and what to do, in Portuguese. */
export function incompleteReleaseMessage(dir: string, problems: readonly string[]): string {
  return [
    `A publicação em ${dir} está incompleta ou tem arquivos repetidos:`,
    ...problems.map((problem) => `  - ${problem}`),
    'Nada foi alterado. Baixe da Receita Federal os arquivos que faltam, ' +
      'remova as cópias, ou use --allow-incomplete para importar mesmo assim.',
  ].join('\n');
}
