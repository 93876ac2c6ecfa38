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
  /** Rows that reach the registry's working tables: read, less rejected and dropped. */
  rowsKept: number;
  /** Rows read and then dropped, by reason (`cnpj_invalido`: no readable CNPJ). */
  dropped: Record<string, number>;
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
  /**
   * Cross-file adjustments: duplicates removed (`REMOVED_ADJUSTMENTS`), the optional inputs' counts
   * (`enriquecimento_*`, `procon_*`), and what was kept but noted (orphans, codes absent from the lookups).
   */
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

/** Seconds as a Brazilian reader writes them: "3,5". */
export const decimal = (value: number, digits = 1) =>
  value.toLocaleString('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** An ISO date ("2026-09-14") as "14/09/2026". */
export const brazilianDate = (isoDate: string) => isoDate.slice(0, 10).split('-').reverse().join('/');

/** The registry's tables as an operator reads them (the SQL name is the key). */
export const TABLE_LABELS: Record<string, string> = {
  establishments: 'estabelecimentos',
  partners: 'sócios',
  enriched_contacts: 'decisores do enriquecimento',
  cnaes: 'CNAEs',
  naturezas: 'naturezas jurídicas',
  qualificacoes: 'qualificações',
  motivos: 'motivos de situação',
  paises: 'países',
  municipios: 'municípios',
  release_info: 'dados da publicação',
  name_tokens: 'índice de nomes',
  partner_tokens: 'índice de sócios',
  partner_links: 'vínculos de sócios',
  secondary_cnaes: 'índice de CNAEs secundárias',
  cnpj_keys: 'índice de CNPJs',
  cep_locations: 'CEPs e municípios',
  token_counts: 'contagem de palavras',
  token_cube: 'contagens por palavra',
  block_cube: 'contagens por filtro',
  quality_ranking: 'ordem por qualidade',
};

const PHASE_LABELS: Record<string, string> = {
  preparo: 'preparo',
  leitura: 'leitura',
  empresas: 'empresas',
  estabelecimentos: 'estabelecimentos',
  indices: 'índices de busca',
  gravacao: 'gravação',
};

/** Adjustments that removed rows after they were read (the files' "mantidas" still count them). */
const REMOVED_ADJUSTMENTS = new Set(['socios_duplicados', 'empresas_duplicadas', 'simples_duplicados']);
const isInputCount = (key: string) => key.startsWith('enriquecimento_') || key.startsWith('procon_');

/** Keys whose words alone read badly. */
const KEY_LABELS: Record<string, string> = {
  cd_pais_fora_da_tabela: 'país fora da tabela',
  motivo_situacao_fora_da_tabela: 'motivo da situação fora da tabela',
  municipio_sem_ibge: 'município sem código IBGE',
  cnpj_invalido: 'CNPJ ilegível',
  enriquecimento_linhas: 'linhas do enriquecimento',
  enriquecimento_cnpjs: 'CNPJs enriquecidos',
  enriquecimento_decisores: 'decisores do enriquecimento',
  enriquecimento_cnpj_desconhecido: 'CNPJs do enriquecimento fora do registro',
  procon_linhas: 'linhas do Procon',
  procon_linhas_sem_cnpj: 'linhas do Procon sem CNPJ',
  procon_raizes: 'empresas com reclamações no Procon',
};

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
  municipio: 'município',
  socios: 'sócios',
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
  const label = KEY_LABELS[key];
  if (label) return label;
  return key
    .split('_')
    .map((word) => WRITTEN[word] ?? word)
    .join(' ');
}

const pairs = (counts: Record<string, number>, label = reasonLabel) =>
  Object.entries(counts)
    .map(([key, value]) => `${label(key)} ${number(value)}`)
    .join(', ');

const only = (counts: Record<string, number>, keep: (key: string) => boolean) =>
  Object.fromEntries(Object.entries(counts).filter(([key]) => keep(key)));

/** The final report as text, in Portuguese. */
export function formatImportReport(report: ImportReport): string {
  const estimated =
    report.releaseDateSource === 'estimated'
      ? ' (data estimada pela data dos arquivos; confira, ou use --release-date)'
      : '';
  const lines = [
    `Registro importado em ${report.output}${report.allowIncomplete ? ' com --allow-incomplete' : ''}`,
    `Publicação de ${brazilianDate(report.releaseDate)}${estimated} (origem: ${report.source}), ${number(report.rowsRead)} linhas em ${decimal(report.seconds)} s (${number(Math.round(report.rowsPerSecond))} linhas/s), pico de memória ${number(Math.round(report.peakRssBytes / 2 ** 20))} MB${report.hugePages ? ' (páginas grandes)' : ''}`,
    '',
    'Arquivos:',
  ];
  for (const file of report.files) {
    const segment = (title: string, counts: Record<string, number>) =>
      Object.keys(counts).length ? `; ${title}: ${pairs(counts)}` : '';
    const nul = file.nulBytes ? `; bytes NUL removidos ${number(file.nulBytes)}` : '';
    const utf8 = file.encoding === 'utf-8' ? '; lido como UTF-8' : '';
    lines.push(
      `  ${file.zip}/${file.entry} (${KIND_LABELS[file.kind]}): lidas ${number(file.rowsRead)}, mantidas ${number(file.rowsKept)}` +
        `${segment('rejeitadas', file.rejected)}${segment('descartadas', file.dropped)}${segment('corrigidos', file.quirks)}` +
        `${nul}${utf8}; ${decimal(file.seconds)} s, ${number(Math.round(file.rowsPerSecond))} linhas/s`,
    );
  }
  if (report.ignoredFiles.length) lines.push(`  ignorados: ${report.ignoredFiles.join(', ')}`);
  if (report.warnings.length)
    lines.push('', 'Avisos:', ...report.warnings.map((warning) => `  - ${warning}`));
  const adjustments = [
    ['Removidas entre arquivos', only(report.adjustments, (key) => REMOVED_ADJUSTMENTS.has(key))],
    ['Entradas opcionais', only(report.adjustments, isInputCount)],
    [
      'Mantidas, com observação',
      only(report.adjustments, (key) => !REMOVED_ADJUSTMENTS.has(key) && !isInputCount(key)),
    ],
  ] as const;
  const said = adjustments.filter(([, counts]) => Object.keys(counts).length > 0);
  if (said.length) lines.push('', ...said.map(([title, counts]) => `${title}: ${pairs(counts)}`));
  lines.push('', `Tabelas: ${pairs(report.tables, (table) => TABLE_LABELS[table] ?? table)}`);
  const phases = Object.entries(report.phases).map(
    ([key, value]) =>
      `${PHASE_LABELS[key] ?? key} ${decimal(value)} (CPU ${decimal(report.phaseCpuSeconds[key] ?? 0)})`,
  );
  lines.push(`Etapas (s): ${phases.join(', ')}`);
  const { disk } = report;
  lines.push(
    `Disco: pico de ${diskSize(disk.peakUsedBytes)} usados (estimativa ${diskSize(disk.estimatedBytes)}, ` +
      `${diskSize(disk.freeAtStartBytes)} livres no início)`,
  );
  return lines.join('\n');
}
