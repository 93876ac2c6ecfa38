// Search latency on a registry file: p50/p95 over 30 runs after warm-up, and the median CPU time of
// one run (user + system of the whole process, DuckDB's threads included: the machine is shared, so
// wall times move with the load while CPU times do not much). Printed, never asserted.
//   npx tsx packages/registry/bench/search-bench.ts data/bench/registry-1000000.duckdb
// Called by bench/registry-bench.ts after each import.
import { pathToFileURL } from 'node:url';
import { DuckDBInstance } from '@duckdb/node-api';
import { EXPORT_BATCH_SIZE } from '@prospecta/contracts/lists-companies-api';
import type { SearchQueryInput } from '@prospecta/contracts/search-query';
import { nameTokens } from '../src/query/text-tokens.ts';
import { openRegistry, type Registry } from '../src/registry.ts';

const RUNS = 30;
/** Runs of the batch lookups (a second or more each at full scale). */
const BATCH_RUNS = 10;
const WARM_UP = 3;

interface BenchFigure {
  name: string;
  p50: number;
  p95: number;
  /** Median CPU milliseconds of one run (user + system, all threads). */
  cpu: number;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

async function timed(name: string, run: () => Promise<unknown>, runs = RUNS): Promise<BenchFigure> {
  for (let i = 0; i < WARM_UP; i++) await run();
  const times: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < runs; i++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
    const cpu = process.cpuUsage(cpuStart);
    cpus.push((cpu.user + cpu.system) / 1000);
  }
  return { name, p50: quantile(times, 0.5), p95: quantile(times, 0.95), cpu: quantile(cpus, 0.5) };
}

/** Rows of the registry file (read-only). */
async function readRows(registryPath: string, sql: string): Promise<Record<string, unknown>[]> {
  const instance = await DuckDBInstance.create(registryPath, { access_mode: 'READ_ONLY' });
  const connection = await instance.connect();
  try {
    return (await connection.runAndReadAll(sql)).getRowObjects();
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

/**
 * Three frequent CNAEs, a common and a rare name word, a whole name, a CNPJ and a head office with 100+
 * branches: picked from the file in CNPJ order, so a change of the results' order (e.g. of its ties) does not
 * change which companies the bench measures.
 */
async function pickInputs(registry: Registry, registryPath: string) {
  const answer = await registry.search({
    search: { where: { ds_situacao_cnpj: ['ATIVA'], sg_uf: ['SP'] }, aggregation_type: ['cnae_principal'] },
  });
  const cnaes = (answer.facets.cnae_principal ?? []).slice(0, 3).map((b) => Number(b.key));
  // ATIVA (2) in SP (35), the first 50 by CNPJ.
  const sample = await readRows(
    registryPath,
    `SELECT cnpj, razao_social FROM establishments
      WHERE situacao = 2 AND uf = 35 AND razao_social IS NOT NULL ORDER BY cnpj LIMIT 50`,
  );
  const names = sample.map((r) => String(r.razao_social));
  const cnpj = String(sample[0]?.cnpj ?? '');
  const words = [
    ...new Set(names.flatMap((name) => nameTokens(name)).filter((w) => w.length > 3 && !/\d/.test(w))),
  ];
  // The rarest of those words that some name still holds (a surname, a place).
  const counted = await Promise.all(
    words
      .slice(0, 30)
      .map(async (word) => ({ word, n: await registry.count({ search: { match: { nm_empresa: word } } }) })),
  );
  const rare = counted.filter((c) => c.n > 0).sort((a, b) => a.n - b.n)[0]?.word ?? 'SOUZA';
  // A company's name, not a MEI's (those end in the owner's CPF).
  const fullName =
    names.find((name) => nameTokens(name).length >= 2 && !/\d/.test(name)) ?? 'COMERCIO DE ALIMENTOS';
  // A head office with many branches (the generator gives some roots hundreds).
  const [large] = await readRows(
    registryPath,
    'SELECT cnpj FROM establishments WHERE fl_matriz AND qt_filiais >= 100 ORDER BY cnpj LIMIT 1',
  );
  const root = large ? String(large.cnpj) : cnpj;
  return { cnaes, cnpj, root, common: 'COMERCIO', rare, fullName };
}

/** CNPJs spread over the whole file, as in a list built from many searches (the same ones every run). */
async function spreadCnpjs(registryPath: string, count: number): Promise<string[]> {
  const rows = await readRows(
    registryPath,
    `SELECT cnpj FROM cnpj_keys USING SAMPLE reservoir(${count} ROWS) REPEATABLE (42) ORDER BY cnpj`,
  );
  return rows.map((r) => String(r.cnpj));
}

export async function runSearchBench(registryPath: string): Promise<void> {
  const listed = await spreadCnpjs(registryPath, EXPORT_BATCH_SIZE);
  // THREADS=1 makes CPU figures comparable on a busy machine (idle DuckDB workers spin when cores are short).
  const threads = process.env.THREADS ? Number(process.env.THREADS) : undefined;
  const registry = await openRegistry(registryPath, { connections: 4, threads });
  const { cnaes, cnpj, root, common, rare, fullName } = await pickInputs(registry, registryPath);
  const partner =
    (await registry.company(root))?.socios.find((s) => s.tipo === 'pessoa' && s.nome)?.nome ?? 'SILVA';
  const total = await registry.count({ search: {} });
  const typical: SearchQueryInput = {
    search: {
      where: { ds_situacao_cnpj: ['ATIVA'], sg_uf: ['SP'], cd_cnae_principal: cnaes },
      exists: ['email'],
    },
  };
  const cases: [string, () => Promise<unknown>][] = [
    ['típica (total+página+resumo+facetas)', () => registry.search(typical)],
    ['típica: só contagem', () => registry.count(typical)],
    ['típica: só resumo (persist=false)', () => registry.summary(typical)],
    ['típica: só página', () => registry.page(typical)],
    [
      'ampla: ATIVA (busca completa)',
      () => registry.search({ search: { where: { ds_situacao_cnpj: ['ATIVA'] } } }),
    ],
    ['ampla: ATIVA, só página', () => registry.page({ search: { where: { ds_situacao_cnpj: ['ATIVA'] } } })],
    [
      'ampla: ATIVA sem MEI',
      () =>
        registry.search({ search: { where: { ds_situacao_cnpj: ['ATIVA'] }, wherenot: { fl_mei: true } } }),
    ],
    [
      'ampla: ATIVA + porte ME ou EPP',
      () => registry.search({ search: { where: { ds_situacao_cnpj: ['ATIVA'], ds_porte: ['ME', 'EPP'] } } }),
    ],
    [
      'ATIVA + aberta desde 2024 (sem cubo)',
      () =>
        registry.search({
          search: { where: { ds_situacao_cnpj: ['ATIVA'], dt_abertura: { gte: '2024-01-01' } } },
        }),
    ],
    [
      'típica + 50+ funcionários e faturamento por empresa',
      () =>
        registry.search({
          search: {
            ...typical.search,
            where: {
              ...typical.search.where,
              qt_funcionarios_empresa: { gte: 50, lte: 1_000_000 },
              vl_faturamento_empresa: { gte: 4, lte: 10 },
            },
            sort_by: [{ field: 'vl_faturamento_empresa', order: 'desc' }],
          },
        }),
    ],
    [`texto comum "${common}"`, () => registry.search({ search: { match: { nm_empresa: common } } })],
    [`texto raro "${rare}"`, () => registry.search({ search: { match: { nm_empresa: rare } } })],
    [
      `caixa de busca "${common}" (relevância)`,
      () =>
        registry.search({
          search: {
            match_either: { nm_razao_social: [common], nm_fantasia: [common] },
            sort_by: [
              { field: 'relevance', order: 'desc' },
              { field: 'quality_data_score', order: 'desc' },
            ],
          },
        }),
    ],
    [
      `texto comum + SP + ATIVA`,
      () =>
        registry.search({
          search: { match: { nm_empresa: common }, where: { sg_uf: ['SP'], ds_situacao_cnpj: ['ATIVA'] } },
        }),
    ],
    [
      `texto comum + CNAE + e-mail`,
      () =>
        registry.search({
          search: { match: { nm_empresa: common }, where: { cd_cnae_principal: cnaes }, exists: ['email'] },
        }),
    ],
    [
      `nome inteiro "${fullName.slice(0, 24)}"`,
      () => registry.search({ search: { match: { nm_empresa: fullName } } }),
    ],
    [
      'CNAE secundário',
      () => registry.search({ search: { where: { cd_cnae_secundario: cnaes.slice(0, 1) } } }),
    ],
    [
      'CNAE secundário + SP/RJ + ATIVA',
      () =>
        registry.search({
          search: {
            where: {
              cd_cnae_secundario: cnaes.slice(0, 1),
              sg_uf: ['SP', 'RJ'],
              ds_situacao_cnpj: ['ATIVA'],
            },
          },
        }),
    ],
    ['consulta por CNPJ', () => registry.company(cnpj)],
    ['página profunda (offset 1000)', () => registry.page({ search: { ...typical.search, offset: 1000 } })],
    [`sócio "${partner.slice(0, 24)}"`, () => registry.search({ search: { match: { nm_socio: partner } } })],
    [
      'sócio "SOUZA" + SP + ATIVA',
      () =>
        registry.search({
          search: { match: { nm_socio: 'SOUZA' }, where: { sg_uf: ['SP'], ds_situacao_cnpj: ['ATIVA'] } },
        }),
    ],
    ['filiais de uma matriz com 100+ (1ª página)', () => registry.branches(root, 1)],
    ['grupo pelos sócios (1 salto)', () => registry.group(root)],
    ['árvore de relacionamentos', () => registry.relationshipGraph(root)],
    ['empresas parecidas (10)', () => registry.lookAlike([cnpj])],
  ];
  // Lists, exports and validations read their companies EXPORT_BATCH_SIZE at a time.
  const batches: [string, () => Promise<unknown>][] = [
    [
      `página de uma lista de ${listed.length} CNPJs`,
      () => registry.page({ search: { where: { nu_cnpj: listed }, return_size: listed.length } }),
    ],
    [`fichas de ${listed.length} empresas (lote de exportação)`, () => registry.companies(listed)],
    // A list's "Parecidas": its first 100 companies as the profile, 300 ranked to leave its own out.
    ['parecidas com 100 empresas de uma lista (300)', () => registry.lookAlike(listed.slice(0, 100), 300)],
  ];
  console.log(
    `\nBusca no cadastro: ${total.toLocaleString('pt-BR')} estabelecimentos (${RUNS} execuções após aquecimento)`,
  );
  console.log(
    `${'consulta'.padEnd(48)} ${'p50 ms'.padStart(9)} ${'p95 ms'.padStart(9)} ${'CPU ms'.padStart(9)}`,
  );
  for (const [name, run, runs] of [
    ...cases,
    ...batches.map(([name, run]) => [name, run, BATCH_RUNS] as const),
  ] as [string, () => Promise<unknown>, number?][]) {
    const figure = await timed(name, run, runs);
    const cells = [figure.p50, figure.p95, figure.cpu].map((v) => v.toFixed(1).padStart(9));
    console.log(`${name.padEnd(48)} ${cells.join(' ')}`);
  }
  await registry.close();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = process.argv[2];
  if (!file) {
    console.error('Uso: npx tsx packages/registry/bench/search-bench.ts ARQUIVO.duckdb');
    process.exitCode = 2;
  } else {
    await runSearchBench(file);
  }
}
