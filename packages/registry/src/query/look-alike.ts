// Look-alike companies: the profile of one or more seed CNPJs (CNAE, porte, place, employee and
// revenue bands, age) scores active establishments that share the seeds' CNAE division; one establishment per
// company, the seeds' companies (every establishment of their roots: a seed's own branch is no discovery)
// excluded.

import type { DuckDBValue } from '@duckdb/node-api';
import { normalizeDocument } from '@prospecta/contracts/cnpj';
import {
  LOOK_ALIKE_AGE_YEARS,
  LOOK_ALIKE_TRAITS,
  LOOK_ALIKE_WEIGHTS,
  type LookAlikeRow,
  type LookAlikeTrait,
} from '@prospecta/contracts/search-company';
import { cnpjIdsSql } from './cnpj-lookup.ts';
import type { ConnectionPool } from './connection-pool.ts';
import { inList } from './group-queries.ts';
import { num, RESULT_COLUMNS, RESULT_JOINS, toResultRow } from './result-rows.ts';
import { SqlParams } from './sql-builder.ts';

/** Establishments ranked per company asked for, before one per company is kept. */
const CANDIDATES = 5;

/** Weights of each shared trait in the similarity score (max 12; in the contracts, which the screen reads too). */
const WEIGHTS = LOOK_ALIKE_WEIGHTS;

export async function lookAlike(
  pool: ConnectionPool,
  cnpjs: readonly string[],
  size = 10,
): Promise<LookAlikeRow[]> {
  const seeds = [...new Set(cnpjs.map(normalizeDocument))].slice(0, 100);
  if (seeds.length === 0) return [];
  const limit = Math.min(Math.max(Math.floor(size), 1), 1000);
  const seedParams = new SqlParams();
  const profile = await pool.rows(
    `SELECT list(DISTINCT cnae_principal) AS cnaes, list(DISTINCT cnae_principal // 100000) AS divisoes,
            list(DISTINCT cd_municipio) AS municipios, list(DISTINCT uf) AS ufs, list(DISTINCT porte) AS portes,
            list(DISTINCT faixa_funcionarios) AS funcionarios, list(DISTINCT faixa_faturamento) AS faturamentos,
            min(year(dt_abertura)) AS ano_min, max(year(dt_abertura)) AS ano_max,
            list(DISTINCT cnpj_basico) AS roots
       FROM establishments WHERE rowid IN (${cnpjIdsSql(seeds, seedParams)})`,
    seedParams.values,
  );
  const p = profile[0];
  const roots = (p?.roots ?? []) as string[];
  if (!p || roots.length === 0) return [];
  const listOf = (v: unknown) => ((v ?? []) as (number | null)[]).filter((x): x is number => x !== null);
  const divisoes = listOf(p.divisoes);
  if (divisoes.length === 0) return [];
  const params: DuckDBValue[] = [];
  const inValues = (column: string, values: number[], weight: number) => {
    if (values.length === 0) return '0';
    params.push(...values);
    return `(CASE WHEN ${column} IN ${inList(values.length)} THEN ${weight} ELSE 0 END)`;
  };
  // One column per trait (t_cnae, …): its weight when shared, else 0; their sum is the score.
  const traits: Record<LookAlikeTrait, string> = {
    cnae: inValues('cnae_principal', listOf(p.cnaes), WEIGHTS.cnae),
    municipio: inValues('cd_municipio', listOf(p.municipios), WEIGHTS.municipio),
    uf: inValues('uf', listOf(p.ufs), WEIGHTS.uf),
    porte: inValues('porte', listOf(p.portes), WEIGHTS.porte),
    funcionarios: inValues('faixa_funcionarios', listOf(p.funcionarios), WEIGHTS.funcionarios),
    faturamento: inValues('faixa_faturamento', listOf(p.faturamentos), WEIGHTS.faturamento),
    idade: '0',
  };
  const [anoMin, anoMax] = [num(p.ano_min), num(p.ano_max)];
  if (anoMin !== null && anoMax !== null) {
    traits.idade = `(CASE WHEN year(dt_abertura) BETWEEN ? AND ? THEN ${WEIGHTS.idade} ELSE 0 END)`;
    params.push(anoMin - LOOK_ALIKE_AGE_YEARS, anoMax + LOOK_ALIKE_AGE_YEARS);
  }
  const traitColumns = LOOK_ALIKE_TRAITS.map((t) => `${traits[t]} AS t_${t}`).join(', ');
  const traitNames = LOOK_ALIKE_TRAITS.map((t) => `t_${t}`);
  // A division's CNAEs as a range: the zone maps keep the scan to its blocks (table sorted by situação, UF, CNAE).
  // One establishment per company (its best): a chain's stores are one company to prospect, not six rows. The
  // best CANDIDATES × limit establishments are taken first (a top-N, not a window over every candidate), so a
  // company with more branches than that among the very best could leave fewer than `limit` rows.
  params.push(
    ...divisoes.flatMap((d) => [d * 100000, d * 100000 + 99999]),
    ...roots,
    limit * CANDIDATES,
    limit,
  );
  const order = 'similarity DESC, q DESC, t, id';
  const rows = await pool.rows(
    `SELECT ${RESULT_COLUMNS}, e.similarity, ${traitNames.map((t) => `e.${t}`).join(', ')} FROM (
       SELECT x.*, s.similarity, ${traitNames.map((t) => `s.${t}`).join(', ')},
              row_number() OVER (ORDER BY s.similarity DESC, s.q DESC, s.t, s.id) AS pos FROM (
         SELECT * FROM (
           SELECT *, ${traitNames.join(' + ')} AS similarity FROM (
             SELECT rowid AS rid, cnpj_basico, ${traitColumns}, quality_data_score AS q, tiebreak AS t, id
               FROM establishments
              WHERE situacao = 2 AND (${divisoes.map(() => 'cnae_principal BETWEEN ? AND ?').join(' OR ')})
                AND cnpj_basico NOT IN ${inList(roots.length)})
            ORDER BY ${order} LIMIT ?)
          QUALIFY row_number() OVER (PARTITION BY cnpj_basico ORDER BY ${order}) = 1
          ORDER BY ${order} LIMIT ?) s
       JOIN establishments x ON x.rowid = s.rid
     ) e ${RESULT_JOINS} ORDER BY e.pos`,
    params,
  );
  const max = Object.values(WEIGHTS).reduce((a, b) => a + b, 0);
  return rows.map((r) => ({
    ...toResultRow(r),
    similarity: Math.round(((num(r.similarity) ?? 0) / max) * 100) / 100,
    traits: LOOK_ALIKE_TRAITS.filter((t) => (num(r[`t_${t}`]) ?? 0) > 0),
  }));
}
