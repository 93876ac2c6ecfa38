// The registry's DuckDB layout: the base tables the importer writes. Derived access structures
// (token postings, CNPJ key table, rankings, CEP locations) are built from these by
// `src/query/derived-tables.ts` at the end of an import.
//
// Codes are small integers (a VARCHAR situação made counts 4–8× slower in our measurements):
// - situacao: RFB code 1 NULA, 2 ATIVA, 3 SUSPENSA, 4 INAPTA, 8 BAIXADA
// - porte: RFB code 0 NÃO INFORMADO, 1 MICRO EMPRESA, 3 EMPRESA DE PEQUENO PORTE, 5 DEMAIS
// - uf: IBGE state code (11 RO … 53 DF), 0 = EX (abroad); regiao: 1 Norte, 2 Nordeste, 3 Sudeste, 4 Sul, 5 Centro-Oeste, 0 exterior
// - cnae_secao: 1..21 for CNAE sections A..U
// - tipo_telefone: 0 inválido, 1 fixo, 2 celular
// - faixa_faturamento: 1..10 (spec §5 revenue bands: 0–80k, 80k–360k, 360k–1M, 1M–5M, 5M–10M, 10M–30M,
//   30M–100M, 100M–300M, 300M–500M, >500M); faixa_funcionarios: 1..8 (0, 1–4, 5–9, 10–49, 50–99, 100–499, 500+, unknown=8)
// Rows are physically ordered by (situacao, uf, cnae_principal) so zone maps skip most row groups, then
// by quality_data_score desc, tiebreak and cnpj, so each (situação, UF, CNAE) block is stored in default
// result order (query/block-page.ts); `id` is the dense row number in that order.

export const ESTABLISHMENTS_DDL = `
CREATE TABLE establishments (
  id INTEGER NOT NULL,
  cnpj VARCHAR NOT NULL,
  cnpj_basico VARCHAR NOT NULL,
  fl_matriz BOOLEAN NOT NULL,
  razao_social VARCHAR,
  nome_fantasia VARCHAR,
  situacao UTINYINT NOT NULL,
  dt_situacao DATE,
  motivo_situacao USMALLINT,
  situacao_especial VARCHAR,
  dt_situacao_especial DATE,
  dt_abertura DATE,
  cnae_principal INTEGER,
  cnae_secao UTINYINT,
  cnaes_secundarias INTEGER[],
  natureza_juridica USMALLINT,
  porte UTINYINT NOT NULL,
  capital_social DECIMAL(18, 2),
  ente_federativo VARCHAR,
  fl_simples BOOLEAN NOT NULL,
  dt_opcao_simples DATE,
  dt_exclusao_simples DATE,
  fl_mei BOOLEAN NOT NULL,
  dt_opcao_mei DATE,
  dt_exclusao_mei DATE,
  tipo_logradouro VARCHAR,
  logradouro VARCHAR,
  numero VARCHAR,
  complemento VARCHAR,
  bairro VARCHAR,
  cep VARCHAR,
  uf UTINYINT NOT NULL,
  regiao UTINYINT NOT NULL,
  cd_municipio INTEGER,
  cd_municipio_rfb USMALLINT,
  nm_cidade_exterior VARCHAR,
  cd_pais USMALLINT,
  latitude DOUBLE,
  longitude DOUBLE,
  telefone1 VARCHAR,
  tipo_telefone1 UTINYINT,
  telefone2 VARCHAR,
  tipo_telefone2 UTINYINT,
  fax VARCHAR,
  email VARCHAR,
  site VARCHAR,
  has_email BOOLEAN NOT NULL,
  has_telefone BOOLEAN NOT NULL,
  has_celular BOOLEAN NOT NULL,
  has_site BOOLEAN NOT NULL,
  fl_socios BOOLEAN NOT NULL,
  fl_decisores BOOLEAN NOT NULL,
  qualificacoes_decisores UHUGEINT NOT NULL,
  telefone_compartilhado INTEGER NOT NULL,
  email_compartilhado INTEGER NOT NULL,
  qt_filiais INTEGER NOT NULL,
  qt_funcionarios INTEGER,
  faixa_funcionarios UTINYINT,
  fl_funcionarios_estimado BOOLEAN NOT NULL,
  vl_faturamento DOUBLE,
  faixa_faturamento UTINYINT,
  fl_faturamento_estimado BOOLEAN NOT NULL,
  qt_funcionarios_empresa INTEGER,
  vl_faturamento_empresa DOUBLE,
  faixa_faturamento_empresa UTINYINT,
  faixa_idade UTINYINT NOT NULL,
  qt_reclamacoes_procon INTEGER,
  qt_reclamacoes_procon_atendidas INTEGER,
  qt_reclamacoes_site INTEGER,
  pc_reclamacoes_resolvidas DOUBLE,
  nota_reclamacoes DOUBLE,
  quality_data_score UTINYINT NOT NULL,
  tiebreak UINTEGER NOT NULL,
  facet_key UBIGINT NOT NULL
)`;

// Column notes:
// - cnpj: 14 characters, upper case (alphanumeric CNPJs keep their letters); cnpj_basico: first 8.
// - telefone1/2, fax: national number, digits only, DDD without the leading 0 + number ("11987654321");
//   a mobile missing its ninth digit gets it added; NULL when absent or invalid (tipo 0 keeps the raw digits).
// - telefone_compartilhado / email_compartilhado: how many *other companies* (CNPJ roots; the company's own
//   branches do not count) carry the same phone (max over telefone1/telefone2) or e-mail — the accountant's
//   number shows up on hundreds.
// - qt_filiais: number of active branches (filiais, situação ATIVA) of the company root, same value on every
//   establishment of the root (a baixada branch is not counted).
// - qt_funcionarios / vl_faturamento: estimates from the documented model in `src/importer/estimates.ts`
//   unless an enrichment CSV gave real figures (then the *_estimado flag is false).
// - qt_funcionarios_empresa / vl_faturamento_empresa / faixa_faturamento_empresa: the same figures for the
//   whole company (the CNPJ root), same value on every establishment of the root: the sums over its
//   establishments, the revenue capped at the porte's legal ceiling when every part of it is an estimate
//   (build-establishments.ts, writeCompanyTotals). A root without branches has its establishment's figures.
// - faixa_idade: age band at the release date (0 unknown opening date, 1 under 1 year, 2 1–2, 3 2–5,
//   4 5–10, 5 10–20, 6 over 20 years), a facet of the search graphs.
// - fl_socios: the company root lists a partner; fl_decisores: it lists a person partner or a representative
//   (a decision maker), or the enrichment CSV gave the establishment one.
// - qualificacoes_decisores: bit i set when a person partner or a representative of the root holds
//   qualificação i (< 128): the decision-maker position filter tests it instead of reading partners.
// - quality_data_score: 0..100, completeness and freshness of the row (default sort, descending).
// - tiebreak: a fixed pseudo-random number of the CNPJ that orders equal sort keys (query/default-order.ts).
// - facet_key: situação, UF, CNAE section, porte and the three bands packed into one integer
//   (src/query/facet-key.ts): a search's summary and facets group by it.
// - capital_social: in R$ with cents, below R$ 1 trillion (larger values are the RFB's sentinels, dropped).
//   DECIMAL is stored as bit-packed integers, which a capital filter scans 2.6× faster than a DOUBLE's ALP.

/**
 * Version of the file layout, kept in release_info as `importer_version`. The query side refuses an
 * older file (re-import it): 2 added establishments.faixa_idade and the columns name_tokens carries; 3 the
 * partner flags fl_socios and fl_decisores; 4 the contacts mask of quality_ranking; 5
 * qualificacoes_decisores; 6 block_cube; 7 cnpj_keys.fl_matriz; 8 partner_tokens by establishment id; 9 partner_tokens with the posting columns; 10 the Simples and MEI
 * flags in the mask of quality_ranking and block_cube; 11 the porte in that mask (USMALLINT); 12
 * establishments.facet_key and capital_social as DECIMAL; 13 cnpj_keys.key and cnpj_keys.dv; 14 the tiebreak
 * of establishments and of the posting tables; 15 the company-level employees and revenue; 16 the same
 * columns, values corrected (a file of 15 may hold them wrong): a public body's company revenue unknown (some
 * files of 15 read R$ 1 quadrillion, the ceiling, and led every revenue sort) and the shared phone and e-mail
 * counts by other companies (files of 15 counted the company's own establishments); 17 qt_filiais counts
 * only active branches (and the company totals sum the head office and those); 18 partner_tokens.partners
 * (which of the company's partners has the word: a partner-name term matches the words of one partner).
 */
export const REGISTRY_FORMAT_VERSION = 18;

export const PARTNERS_DDL = `
CREATE TABLE partners (
  cnpj_basico VARCHAR NOT NULL,
  tipo UTINYINT NOT NULL,            -- 1 PJ, 2 PF, 3 estrangeiro
  nome VARCHAR,
  documento VARCHAR,                 -- CNPJ (14) or masked CPF ("***123456**"), NULL for foreigners
  qualificacao USMALLINT,
  dt_entrada DATE,
  cd_pais USMALLINT,
  representante_documento VARCHAR,   -- masked CPF, NULL when "***000000**"
  representante_nome VARCHAR,
  representante_qualificacao USMALLINT,
  faixa_etaria UTINYINT
)`;

/** Enriched decision makers (optional enrichment CSV), by full CNPJ. */
export const ENRICHED_CONTACTS_DDL = `
CREATE TABLE enriched_contacts (
  cnpj VARCHAR NOT NULL,
  nome VARCHAR NOT NULL,
  cargo VARCHAR,
  email VARCHAR,
  telefone VARCHAR,
  linkedin VARCHAR
)`;

export const CODE_TABLES_DDL = [
  'CREATE TABLE cnaes (codigo INTEGER PRIMARY KEY, descricao VARCHAR NOT NULL, secao VARCHAR)',
  'CREATE TABLE naturezas (codigo USMALLINT PRIMARY KEY, descricao VARCHAR NOT NULL)',
  'CREATE TABLE qualificacoes (codigo USMALLINT PRIMARY KEY, descricao VARCHAR NOT NULL)',
  'CREATE TABLE motivos (codigo USMALLINT PRIMARY KEY, descricao VARCHAR NOT NULL)',
  'CREATE TABLE paises (codigo USMALLINT PRIMARY KEY, descricao VARCHAR NOT NULL)',
  // RFB SIAFI code → IBGE code, name, state and centroid (data/municipios-brasileiros).
  `CREATE TABLE municipios (
     cd_municipio_rfb USMALLINT PRIMARY KEY, cd_municipio INTEGER, nome VARCHAR NOT NULL,
     uf UTINYINT, uf_sigla VARCHAR, latitude DOUBLE, longitude DOUBLE, capital BOOLEAN)`,
];

/** Key/value facts about the release: release_date (YYYY-MM-DD), imported_at, source, row counts. */
export const RELEASE_INFO_DDL = 'CREATE TABLE release_info (key VARCHAR PRIMARY KEY, value VARCHAR NOT NULL)';
