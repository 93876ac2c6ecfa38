// Access structures derived from the base tables of src/schema.ts, built at the end of an import
// (the importer calls buildDerivedTables on its read-write connection). Each table is stored sorted
// by its lookup key so DuckDB's zone maps answer a key lookup by reading a few row groups:
// - name_tokens(token, id, src): words of razão social (src bit 1) and nome fantasia (bit 2)
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
import { SQL_STOP_LIST, sqlNameWords } from './text-tokens.ts';

export const DERIVED_TABLES = [
  'name_tokens',
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

const tokenFilter = `length(token) >= 2 AND token NOT IN (${SQL_STOP_LIST})`;

const STATEMENTS: readonly string[] = [
  `CREATE OR REPLACE TABLE name_tokens AS
   WITH words AS (
     SELECT id, 1 AS src, unnest(${sqlNameWords('razao_social')}) AS token
       FROM establishments WHERE razao_social IS NOT NULL
     UNION ALL
     SELECT id, 2 AS src, unnest(${sqlNameWords('nome_fantasia')}) AS token
       FROM establishments WHERE nome_fantasia IS NOT NULL
   )
   SELECT token, id, bit_or(src)::UTINYINT AS src FROM words
    WHERE ${tokenFilter} GROUP BY token, id ORDER BY token, id`,
  `CREATE OR REPLACE TABLE partner_tokens AS
   WITH words AS (
     SELECT DISTINCT cnpj_basico, unnest(${sqlNameWords('nome')}) AS token
       FROM partners WHERE nome IS NOT NULL
   )
   SELECT DISTINCT token, cnpj_basico FROM words WHERE ${tokenFilter} ORDER BY token, cnpj_basico`,
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

/** Builds (or rebuilds) every derived table from the base tables. */
export async function buildDerivedTables(connection: DuckDBConnection): Promise<void> {
  for (const sql of STATEMENTS) {
    await connection.run(sql);
  }
}
