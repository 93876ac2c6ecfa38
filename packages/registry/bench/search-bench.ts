// Search latency on a registry file: p50/p95 over 30 runs after warm-up, printed (never asserted).
//   npx tsx packages/registry/bench/search-bench.ts data/bench/registry-1000000.duckdb
// Called by bench/registry-bench.ts after each import.
import { pathToFileURL } from 'node:url';
import type { SearchQueryInput } from '@prospecta/contracts/search-query';
import { nameTokens } from '../src/query/text-tokens.ts';
import { openRegistry, type Registry } from '../src/registry.ts';

const RUNS = 30;
const WARM_UP = 3;

async function timed(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < WARM_UP; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

/** Three frequent CNAEs, a common and a rare name word, a CNPJ: picked from the file itself. */
async function pickInputs(registry: Registry) {
  const answer = await registry.search({
    search: { where: { ds_situacao_cnpj: ['ATIVA'], sg_uf: ['SP'] }, aggregation_type: ['cnae_principal'] },
  });
  const cnaes = (answer.facets.cnae_principal ?? []).slice(0, 3).map((b) => Number(b.key));
  const cnpj = answer.rows[0]?.cnpj ?? '';
  const words = nameTokens(answer.rows[0]?.razao_social ?? null).filter((w) => w.length > 3 && !/\d/.test(w));
  return { cnaes, cnpj, common: 'COMERCIO', rare: words[words.length - 1] ?? 'SOUZA' };
}

export async function runSearchBench(registryPath: string): Promise<void> {
  const registry = await openRegistry(registryPath, { connections: 4 });
  const { cnaes, cnpj, common, rare } = await pickInputs(registry);
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
    [
      'ampla: ATIVA (busca completa)',
      () => registry.search({ search: { where: { ds_situacao_cnpj: ['ATIVA'] } } }),
    ],
    ['ampla: ATIVA, só página', () => registry.page({ search: { where: { ds_situacao_cnpj: ['ATIVA'] } } })],
    [`texto comum "${common}"`, () => registry.search({ search: { match: { nm_empresa: common } } })],
    [`texto raro "${rare}"`, () => registry.search({ search: { match: { nm_empresa: rare } } })],
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
  ];
  console.log(
    `\nBusca no cadastro: ${total.toLocaleString('pt-BR')} estabelecimentos (${RUNS} execuções após aquecimento)`,
  );
  console.log(`${'consulta'.padEnd(42)} ${'p50 ms'.padStart(9)} ${'p95 ms'.padStart(9)}`);
  for (const [name, run] of cases) {
    const { p50, p95 } = await timed(run);
    console.log(`${name.padEnd(42)} ${p50.toFixed(1).padStart(9)} ${p95.toFixed(1).padStart(9)}`);
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
