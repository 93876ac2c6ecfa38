// What an import did, file by file: the figures printed at the end and written to FILE.import-report.json.
import { diskSize } from './disk-space.ts';
import type { FileKind } from './release-files.ts';

export type FileReport = {
  zip: string;
  entry: string;
  kind: FileKind;
  bytes: number;
  nulBytes: number;
  /** Set when the file was UTF-8 and read as such (the Receita publishes latin-1). */
  encoding?: 'utf-8';
  rowsRead: number;
  rowsKept: number;
  /** Lines the CSV reader could not load, by reason. */
  rejected: Record<string, number>;
  rejectedSamples: string[];
  /** Values fixed or nulled while typing the rows (each quirk counted). */
  quirks: Record<string, number>;
  seconds: number;
  rowsPerSecond: number;
};

export type ImportReport = {
  output: string;
  source: string;
  releaseDate: string;
  /** Where the release date came from: the file names, --release-date, or estimated from the file dates. */
  releaseDateSource: 'names' | 'option' | 'estimated';
  /** Imported with --allow-incomplete (the warnings say what was incomplete). */
  allowIncomplete: boolean;
  /** What the operator should know: incomplete release, files read as UTF-8, date estimated, leftovers removed. */
  warnings: string[];
  importedAt: string;
  seconds: number;
  rowsRead: number;
  rowsPerSecond: number;
  peakRssBytes: number;
  /** Whether DuckDB's large allocations could get transparent huge pages (src/huge-pages.ts). */
  hugePages: boolean;
  files: FileReport[];
  ignoredFiles: string[];
  /** Cross-file adjustments: duplicates removed, orphans, codes absent from the lookups, optional inputs. */
  adjustments: Record<string, number>;
  tables: Record<string, number>;
  /** Wall seconds by phase. */
  phases: Record<string, number>;
  /** CPU seconds (user + system, every thread of the process) by phase: comparable on a shared machine. */
  phaseCpuSeconds: Record<string, number>;
  /** Wall seconds of each derived table (src/query/derived-tables.ts) of the `indices` phase. */
  derivedTableSeconds?: Record<string, number>;
  /**
   * Disk next to the output: the estimate checked before the import (disk-space.ts), the free space then and
   * the most the import took (sampled free space; other writers on that disk count too).
   */
  disk: { estimatedBytes: number; freeAtStartBytes: number; peakUsedBytes: number };
};

const KIND_LABELS: Record<FileKind, string> = {
  establishments: 'Estabelecimentos',
  companies: 'Empresas',
  partners: 'Sócios',
  simples: 'Simples',
  cnaes: 'CNAEs',
  motivos: 'Motivos',
  municipios: 'Municípios',
  naturezas: 'Naturezas',
  paises: 'Países',
  qualificacoes: 'Qualificações',
};

const number = (value: number) => value.toLocaleString('pt-BR');

/** The words of the report's keys (ASCII identifiers) as a reader writes them. */
const WRITTEN: Record<string, string> = {
  razao: 'razão',
  codificacao: 'codificação',
  codigo: 'código',
  digito: 'dígito',
  invalida: 'inválida',
  invalidas: 'inválidas',
  invalido: 'inválido',
  juridica: 'jurídica',
  maiusculo: 'maiúsculo',
  opcao: 'opção',
  pais: 'país',
  qualificacao: 'qualificação',
  secao: 'seção',
  secundaria: 'secundária',
  situacao: 'situação',
  exclusao: 'exclusão',
  horario: 'horário',
  inicio: 'início',
  responsavel: 'responsável',
  etaria: 'etária',
  email: 'e-mail',
  windows: 'Windows',
  substituidos: 'substituídos',
  cnae: 'CNAE',
  cnpj: 'CNPJ',
  cpf: 'CPF',
  cep: 'CEP',
  ddd: 'DDD',
  ibge: 'IBGE',
  mei: 'MEI',
  siafi: 'SIAFI',
  uf: 'UF',
  nul: 'NUL',
};

/** A report key ("cep_invalido") as words ("CEP inválido"). */
export function reasonLabel(key: string): string {
  return key
    .split('_')
    .map((word) => WRITTEN[word] ?? word)
    .join(' ');
}

const pairs = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([key, value]) => `${reasonLabel(key)} ${number(value)}`)
    .join(', ');

/** The final report as text, in Portuguese. */
export function formatImportReport(report: ImportReport): string {
  const estimated =
    report.releaseDateSource === 'estimated'
      ? ' (data estimada pela data dos arquivos; confira, ou use --release-date)'
      : '';
  const lines = [
    `Registro importado em ${report.output}${report.allowIncomplete ? ' com --allow-incomplete' : ''}`,
    `Publicação de ${report.releaseDate}${estimated} (origem: ${report.source}), ${number(report.rowsRead)} linhas em ${report.seconds.toFixed(1)} s (${number(Math.round(report.rowsPerSecond))} linhas/s), pico de memória ${(report.peakRssBytes / 2 ** 20).toFixed(0)} MB${report.hugePages ? ' (páginas grandes)' : ''}`,
    '',
    'Arquivos:',
  ];
  for (const file of report.files) {
    const rejected = Object.keys(file.rejected).length ? `; rejeitadas: ${pairs(file.rejected)}` : '';
    const quirks = Object.keys(file.quirks).length ? `; corrigidos: ${pairs(file.quirks)}` : '';
    const nul = file.nulBytes ? `; bytes NUL removidos ${number(file.nulBytes)}` : '';
    const utf8 = file.encoding === 'utf-8' ? '; lido como UTF-8' : '';
    lines.push(
      `  ${file.zip}/${file.entry} (${KIND_LABELS[file.kind]}): lidas ${number(file.rowsRead)}, mantidas ${number(file.rowsKept)}` +
        `${rejected}${quirks}${nul}${utf8}; ${file.seconds.toFixed(1)} s, ${number(Math.round(file.rowsPerSecond))} linhas/s`,
    );
  }
  if (report.ignoredFiles.length) lines.push(`  ignorados: ${report.ignoredFiles.join(', ')}`);
  if (report.warnings.length)
    lines.push('', 'Avisos:', ...report.warnings.map((warning) => `  - ${warning}`));
  if (Object.keys(report.adjustments).length) lines.push('', `Ajustes: ${pairs(report.adjustments)}`);
  lines.push('', `Tabelas: ${pairs(report.tables)}`);
  const phases = Object.entries(report.phases).map(
    ([key, value]) => `${key} ${value.toFixed(1)} (CPU ${(report.phaseCpuSeconds[key] ?? 0).toFixed(1)})`,
  );
  lines.push(`Etapas (s): ${phases.join(', ')}`);
  const { disk } = report;
  lines.push(
    `Disco: pico de ${diskSize(disk.peakUsedBytes)} usados (estimativa ${diskSize(disk.estimatedBytes)}, ` +
      `${diskSize(disk.freeAtStartBytes)} livres no início)`,
  );
  return lines.join('\n');
}
