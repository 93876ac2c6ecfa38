// Access structures derived from the base tables of src/schema.ts, built at the end of an import
// (the importer calls buildDerivedTables on its read-write connection). Each table is stored sorted
// by its lookup key so DuckDB's zone maps answer a key lookup by reading a few row groups:
// - name_tokens(token, src, id, …): words of razão social (src bit 1) and nome fantasia (bit 2), with the
//   establishment columns of POSTING_COLUMNS (text-source.ts) so most text searches read only postings;
//   sorted by (token, quality desc, tiebreak, id), so a token's postings are stored in default result order
// - token_counts(token, n): postings per token (text-plan.ts); token_cube: facets of frequent tokens (token-cube.ts)
// - partner_tokens(token, partners, id, …): words of partner names, one row per (word, establishment of the
//   company), with POSTING_COLUMNS, sorted by (token, quality desc, tiebreak, id) like name_tokens: a
//   partner-name search runs over its postings (text-source.ts), or is an INTEGER semi-join on id, not a
//   VARCHAR one on the root; `partners` lists which of the company's partners have the word, so a term of
//   several words matches one partner holding them all, not words spread over several (compile-text.ts)
// - secondary_cnaes(cnae, id, …): one row per distinct secondary CNAE of an establishment, with
//   POSTING_COLUMNS, sorted by (cnae, quality desc, tiebreak, id) like name_tokens
// - block_cube(situacao, uf, cnae_principal, cnae_secao, contacts, n, …): facet counts per block (block-cube.ts)
// - cnpj_keys(cnpj, key, dv, id, fl_matriz): CNPJ → establishment id (instead of a 3 GB ART index at full
//   scale); a list of CNPJs is matched on the integer key of their first 12 characters and the check digits
//   (cnpj-lookup.ts); a
//   root's establishments are one range of it, fl_matriz puts the head office first in its branches
// - quality_ranking(rank, id, situacao, uf, contacts): establishments in default order (quality desc, tiebreak, id), so
//   a broad "best first" page reads the head of this table instead of ranking tens of millions of rows
// - partner_links(partner_key, cnpj_basico, nome, tipo, documento, qualificacao): who is a partner where; the key is 'PJ:' + CNPJ root for a
//   company partner, otherwise 'PF:' + masked CPF + '|' + name (a masked CPF alone repeats)
// - cep_locations(cep, cd_municipio, uf, latitude, longitude, establishments): each CEP of the registry
//   with its most frequent municipality and that municipality's centroid
import type { DuckDBConnection } from '@duckdb/node-api';
import { BLOCK_CUBE_SQL } from './block-cube.ts';
import { CONTACTS_MASK_SQL } from './broad-scope.ts';
import { CNPJ_DV_SQL, CNPJ_KEY_SQL } from './cnpj-lookup.ts';
import { DEFAULT_ORDER_BY } from './default-order.ts';
import { POSTING_COLUMNS, POSTING_EXPRESSIONS, POSTING_RELEVANCE } from './text-source.ts';
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
  'block_cube',
] as const;

/** SQL for a partners row's identity (see partner_links above). */
export const PARTNER_KEY_SQL = `CASE WHEN tipo = 1 AND documento IS NOT NULL THEN 'PJ:' || left(documento, 8)
  ELSE 'PF:' || coalesce(documento, '') || '|' || coalesce(nome, '') END`;

/**
 * partner_links' rows of the partners rows matching `where` (over partners). partner_links is sorted by
 * partner_key; a company's own links are read from partners, sorted by root (72 M: 240 → 15 ms).
 */
export const partnerLinksOf = (where: string) =>
  `SELECT ${PARTNER_KEY_SQL} AS partner_key, cnpj_basico, any_value(nome) AS nome, any_value(tipo) AS tipo,
          any_value(documento) AS documento, min(qualificacao) AS qualificacao
     FROM partners WHERE (nome IS NOT NULL OR documento IS NOT NULL) AND (${where}) GROUP BY ALL`;

const tokenFilter = (column: string) => `length(${column}) >= 2 AND ${column} NOT IN (${SQL_STOP_LIST})`;

const statements = (options: DerivedTableOptions): readonly (readonly [DerivedTable, string])[] => [
  // One row per (token, establishment): the words of both names merged, src telling which name(s)
  // hold the word; the posting carries the columns a text search filters, sorts and counts by. One unnest
  // of both word lists concatenated (a CTE read once per name was materialised: 72 M rows spilled at full
  // scale); a word is kept at its first place in that list, so a repeated word and a word of both names
  // give one posting. Filtering and deduplicating after the unnest, instead of list_filter / list_distinct
  // per name (lambdas over captured lists, a hash table per list), took 30 % less CPU before the sort.
  [
    'name_tokens',
    `CREATE OR REPLACE TABLE name_tokens AS
   WITH words AS NOT MATERIALIZED (
     SELECT ${POSTING_COLUMNS.join(', ')}, ${POSTING_EXPRESSIONS.join(', ')},
            coalesce(${sqlNameWords('razao_social')}, []) AS rw, coalesce(${sqlNameWords('nome_fantasia')}, []) AS fw
       FROM establishments WHERE razao_social IS NOT NULL OR nome_fantasia IS NOT NULL
   ), both_names AS NOT MATERIALIZED (
     SELECT * EXCLUDE (rw), len(rw) AS nr, list_concat(rw, fw) AS aw FROM words
   ), flat AS NOT MATERIALIZED (
     SELECT * EXCLUDE (aw, fw), unnest(aw) AS token, generate_subscripts(aw, 1) AS i,
            list_position(aw, token) AS first, list_contains(fw, token) AS in_fw
       FROM both_names
   )
   SELECT token, (CASE WHEN i <= nr THEN 1 + 2 * in_fw::INTEGER ELSE 2 END)::UTINYINT AS src,
          ${POSTING_COLUMNS.join(', ')}, ${POSTING_RELEVANCE}
     FROM flat WHERE first = i AND ${tokenFilter('token')}
    ORDER BY token, ${DEFAULT_ORDER_BY}`,
  ],
  [
    'token_counts',
    `CREATE OR REPLACE TABLE token_counts AS
   SELECT token, count(*)::INTEGER AS n FROM name_tokens GROUP BY token ORDER BY token`,
  ],
  ['token_cube', tokenCubeSql(options.frequentTokenMinimum)],
  ['block_cube', BLOCK_CUBE_SQL],
  // One row per (word, company) as before, and the company's partners having the word as a list of numbers:
  // a partner's number is its rowid less the first rowid of its root's partners (the importer writes them by
  // root, so 0, 1, 2 … which compress to a few bits; any number unique within the root would do), the list
  // sorted so two imports write the same table. A word repeated in one name is kept at its first place (as in
  // name_tokens). The GROUP BY replaces the DISTINCT on (token, root) it had: 1 M, 2.5–2.7 → 2.8–3.0 CPU s.
  [
    'partner_tokens',
    `CREATE OR REPLACE TABLE partner_tokens AS
   SELECT t.token, t.partners, e.* EXCLUDE (cnpj_basico) FROM (
     SELECT token, cnpj_basico, list(partner ORDER BY partner) AS partners FROM (
       SELECT cnpj_basico, partner, unnest(w) AS token, generate_subscripts(w, 1) AS i, list_position(w, token) AS first
         FROM (SELECT cnpj_basico, (rowid - min(rowid) OVER (PARTITION BY cnpj_basico))::INTEGER AS partner,
                      ${sqlNameWords('nome')} AS w
                 FROM partners WHERE nome IS NOT NULL))
      WHERE first = i AND ${tokenFilter('token')}
      GROUP BY token, cnpj_basico) t
   JOIN (SELECT cnpj_basico, ${POSTING_COLUMNS.join(', ')}, ${POSTING_EXPRESSIONS.join(', ')} FROM establishments) e
     ON e.cnpj_basico = t.cnpj_basico
    ORDER BY t.token, e.quality_data_score DESC, e.tiebreak, e.id`,
  ],
  // The importer writes each secondary CNAE list distinct and sorted (typed-establishments.ts).
  [
    'secondary_cnaes',
    `CREATE OR REPLACE TABLE secondary_cnaes AS
   SELECT unnest(cnaes_secundarias) AS cnae, ${POSTING_COLUMNS.join(', ')}, ${POSTING_EXPRESSIONS.join(', ')}
     FROM establishments
    WHERE cnaes_secundarias IS NOT NULL ORDER BY cnae, ${DEFAULT_ORDER_BY}`,
  ],
  [
    'cnpj_keys',
    `CREATE OR REPLACE TABLE cnpj_keys AS
   SELECT cnpj, ${CNPJ_KEY_SQL} AS key, ${CNPJ_DV_SQL} AS dv, id, fl_matriz FROM establishments ORDER BY key, dv`,
  ],
  [
    'quality_ranking',
    `CREATE OR REPLACE TABLE quality_ranking AS
   SELECT (row_number() OVER (ORDER BY ${DEFAULT_ORDER_BY}))::INTEGER AS rank, id, situacao, uf,
          ${CONTACTS_MASK_SQL} AS contacts
     FROM establishments ORDER BY rank`,
  ],
  [
    'partner_links',
    `CREATE OR REPLACE TABLE partner_links AS ${partnerLinksOf('true')} ORDER BY partner_key, cnpj_basico`,
  ],
  [
    'cep_locations',
    `CREATE OR REPLACE TABLE cep_locations AS
   WITH pairs AS (
     SELECT cep, cd_municipio, count(*) AS n FROM establishments
      WHERE cep IS NOT NULL AND cd_municipio IS NOT NULL GROUP BY cep, cd_municipio
   ), best AS (
     -- Ties (two municipalities with as many establishments) go to the smaller IBGE code, so two
     -- imports of one release give the same table.
     SELECT cep, arg_max(cd_municipio, n::BIGINT * 10000000 - cd_municipio) AS cd_municipio,
            sum(n)::INTEGER AS establishments
       FROM pairs GROUP BY cep
   )
   SELECT b.cep, b.cd_municipio, m.uf, m.latitude, m.longitude, b.establishments
     FROM best b JOIN (SELECT DISTINCT cd_municipio, uf, latitude, longitude FROM municipios
                        WHERE cd_municipio IS NOT NULL AND latitude IS NOT NULL) m USING (cd_municipio)
    ORDER BY b.cep`,
  ],
];

export type DerivedTable = (typeof DERIVED_TABLES)[number];

export interface DerivedTableOptions {
  /** Fewest postings for a token to get its token_cube rows (token-cube.ts). */
  frequentTokenMinimum?: number;
  /**
   * Called before each table for the connection that builds it (the importer opens a new database
   * instance on the registry file each time); without it every table is built on `connection`.
   */
  connect?: () => Promise<DuckDBConnection>;
  /** Called before each table with its place in the build (the importer's progress line shows it). */
  onStart?: (table: DerivedTable, index: number, count: number) => void;
  /** Called after each table with the seconds it took (the import report lists them). */
  onTable?: (table: DerivedTable, seconds: number) => void;
}

/** Builds (or rebuilds) every derived table from the base tables. */
export async function buildDerivedTables(
  connection: DuckDBConnection,
  options: DerivedTableOptions = {},
): Promise<void> {
  const all = statements(options);
  for (const [index, [table, sql]] of all.entries()) {
    options.onStart?.(table, index, all.length);
    const target = options.connect ? await options.connect() : connection;
    const started = performance.now();
    await target.run(sql);
    options.onTable?.(table, (performance.now() - started) / 1000);
  }
}
