// Access structures derived from the base tables of src/schema.ts, built at the end of an import
// (the importer calls buildDerivedTables on its read-write connection). Each table is stored sorted
// by its lookup key so DuckDB's zone maps answer a key lookup by reading a few row groups:
// - name_tokens(token, src, id, …): words of razão social (src bit 1) and nome fantasia (bit 2), with the
//   establishment columns of POSTING_COLUMNS (text-source.ts) so most text searches read only postings;
//   sorted by (token, quality desc, id), so a token's postings are stored in default result order
// - token_counts(token, n): postings per token (text-plan.ts); token_cube: facets of frequent tokens (token-cube.ts)
// - partner_tokens(token, cnpj_basico): words of partner names
// - secondary_cnaes(cnae, id): one row per distinct secondary CNAE of an establishment
// - cnpj_keys(cnpj, id): CNPJ → establishment id (instead of a 3 GB ART index at full scale)
// - quality_ranking(rank, id, situacao, uf): establishments in default order (quality desc, id), so
//   a broad "best first" page reads the head of this table instead of ranking tens of millions of rows
// - partner_links(partner_key, cnpj_basico, nome, tipo, documento, qualificacao): who is a partner where; the key is 'PJ:' + CNPJ root for a
//   company partner, otherwise 'PF:' + masked CPF + '|' + name (a masked CPF alone repeats)
// - cep_locations(cep, cd_municipio, uf, latitude, longitude, establishments): each CEP of the registry
//   with its most frequent municipality and that municipality's centroid
import type { DuckDBConnection } from '@duckdb/node-api';
import { POSTING_COLUMNS } from './text-source.ts';
import { SQL_STOP_LIST, sqlNameWords } from './text-tokens.ts';
import { tokenCubeSql } from './token-cube.ts';

export const DERIVED_TABLES = [
  'name_tokens',
  'token_counts',
  'token_cube',
  'partner_tokens',
  'secondary_cnaes',
  'cnpj_keys',
  'quality_ranking',
  'partner_links',
  'cep_locations',
] as const;

/** SQL for a partners row's identity (see partner_links above). */
export const PARTNER_KEY_SQL = `CASE WHEN tipo = 1 AND documento IS NOT NULL THEN 'PJ:' || left(documento, 8)
  ELSE 'PF:' || coalesce(documento, '') || '|' || coalesce(nome, '') END`;

const tokenFilter = (column: string) => `length(${column}) >= 2 AND ${column} NOT IN (${SQL_STOP_LIST})`;

const statements = (options: DerivedTableOptions): readonly string[] => [
  // One row per (token, establishment): the words of both names merged, src telling which name(s)
  // hold the word; the posting carries the columns a text search filters, sorts and counts by.
  `CREATE OR REPLACE TABLE name_tokens AS
   WITH named AS (
     SELECT ${POSTING_COLUMNS.join(', ')},
            coalesce(list_filter(${sqlNameWords('razao_social')}, t -> ${tokenFilter('t')}), []) AS rw,
            coalesce(list_filter(${sqlNameWords('nome_fantasia')}, t -> ${tokenFilter('t')}), []) AS fw
       FROM establishments WHERE razao_social IS NOT NULL OR nome_fantasia IS NOT NULL
   ), flat AS (
     SELECT * EXCLUDE (rw, fw), unnest(list_transform(list_distinct(rw || fw),
              t -> {'token': t, 'src': list_contains(rw, t)::INTEGER + 2 * list_contains(fw, t)::INTEGER})) AS tk
       FROM named
   )
   SELECT tk.token AS token, tk.src::UTINYINT AS src, ${POSTING_COLUMNS.join(', ')}
     FROM flat ORDER BY token, quality_data_score DESC, id`,
  `CREATE OR REPLACE TABLE token_counts AS
   SELECT token, count(*)::INTEGER AS n FROM name_tokens GROUP BY token ORDER BY token`,
  tokenCubeSql(options.frequentTokenMinimum),
  `CREATE OR REPLACE TABLE partner_tokens AS
   WITH words AS (
     SELECT DISTINCT cnpj_basico, unnest(${sqlNameWords('nome')}) AS token
       FROM partners WHERE nome IS NOT NULL
   )
   SELECT DISTINCT token, cnpj_basico FROM words WHERE ${tokenFilter('token')} ORDER BY token, cnpj_basico`,
  `CREATE OR REPLACE TABLE secondary_cnaes AS
   SELECT DISTINCT unnest(cnaes_secundarias) AS cnae, id FROM establishments
    WHERE cnaes_secundarias IS NOT NULL ORDER BY cnae, id`,
  `CREATE OR REPLACE TABLE cnpj_keys AS
   SELECT cnpj, id FROM establishments ORDER BY cnpj`,
  `CREATE OR REPLACE TABLE quality_ranking AS
   SELECT (row_number() OVER (ORDER BY quality_data_score DESC, id))::INTEGER AS rank, id, situacao, uf
     FROM establishments ORDER BY rank`,
  `CREATE OR REPLACE TABLE partner_links AS
   SELECT ${PARTNER_KEY_SQL} AS partner_key, cnpj_basico, any_value(nome) AS nome, any_value(tipo) AS tipo,
          any_value(documento) AS documento, min(qualificacao) AS qualificacao
     FROM partners WHERE nome IS NOT NULL OR documento IS NOT NULL
    GROUP BY ALL ORDER BY partner_key, cnpj_basico`,
  `CREATE OR REPLACE TABLE cep_locations AS
   WITH pairs AS (
     SELECT cep, cd_municipio, count(*) AS n FROM establishments
      WHERE cep IS NOT NULL AND cd_municipio IS NOT NULL GROUP BY cep, cd_municipio
   ), best AS (
     SELECT cep, arg_max(cd_municipio, n) AS cd_municipio, sum(n)::INTEGER AS establishments
       FROM pairs GROUP BY cep
   )
   SELECT b.cep, b.cd_municipio, m.uf, m.latitude, m.longitude, b.establishments
     FROM best b JOIN (SELECT DISTINCT cd_municipio, uf, latitude, longitude FROM municipios
                        WHERE cd_municipio IS NOT NULL AND latitude IS NOT NULL) m USING (cd_municipio)
    ORDER BY b.cep`,
];

export interface DerivedTableOptions {
  /** Fewest postings for a token to get its token_cube rows (token-cube.ts). */
  frequentTokenMinimum?: number;
}

/** Builds (or rebuilds) every derived table from the base tables. */
export async function buildDerivedTables(
  connection: DuckDBConnection,
  options: DerivedTableOptions = {},
): Promise<void> {
  for (const sql of statements(options)) {
    await connection.run(sql);
  }
}
