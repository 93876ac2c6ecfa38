// Optional inputs: the enrichment CSV (real employees/revenue, website, complaint-site figures and decision
// makers by full CNPJ) and Procon "reclamações fundamentadas" CSVs (complaints by CNPJ root).
// Formats are documented in packages/registry/README.md.

import { open } from 'node:fs/promises';
import type { DuckDBConnection } from '@duckdb/node-api';
import { queryAll, queryOne, sqlString } from './sql-helpers.ts';

export const ENRICHMENT_COLUMNS = [
  'cnpj',
  'employees',
  'revenue',
  'website',
  'decision_maker_name',
  'decision_maker_position',
  'decision_maker_email',
  'decision_maker_phone',
  'decision_maker_linkedin',
  'complaints',
  'complaints_resolved_pct',
  'complaint_rating',
] as const;

const NUMBER = (column: string) => `TRY_CAST(CASE WHEN contains(${column}, ',')
  THEN replace(replace(${column}, '.', ''), ',', '.') ELSE ${column} END AS DOUBLE)`;
const TEXT = (column: string) => `NULLIF(trim(${column}), '')`;

async function readHeaderLine(path: string): Promise<string> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return (buffer.subarray(0, bytesRead).toString('utf8').split(/\r?\n/)[0] ?? '').replace(/^\uFEFF/, '');
  } finally {
    await handle.close();
  }
}

/** Creates `enr` (one row per CNPJ) and fills reg.enriched_contacts; empty when no file is given. */
export async function loadEnrichment(
  connection: DuckDBConnection,
  path?: string,
): Promise<Record<string, number>> {
  const select = (
    c: (name: string) => string,
  ) => `SELECT cnpj, max(TRY_CAST(${NUMBER(c('employees'))} AS INTEGER)) AS employees,
      max(${NUMBER(c('revenue'))}) AS revenue, max(lower(${TEXT(c('website'))})) AS website,
      max(TRY_CAST(${NUMBER(c('complaints'))} AS INTEGER)) AS complaints,
      max(${NUMBER(c('complaints_resolved_pct'))}) AS complaints_resolved_pct, max(${NUMBER(c('complaint_rating'))}) AS complaint_rating,
      count(${TEXT(c('decision_maker_name'))})::INTEGER AS decision_makers`;
  if (!path) {
    await connection.run(
      `CREATE TABLE enr AS ${select(() => 'NULL::VARCHAR')} FROM (SELECT NULL::VARCHAR AS cnpj) WHERE false GROUP BY cnpj`,
    );
    return {};
  }
  const header = await readHeaderLine(path);
  const delim = (header.match(/;/g)?.length ?? 0) >= (header.match(/,/g)?.length ?? 0) ? ';' : ',';
  const names = header.split(delim).map((name) => name.trim().replace(/^"|"$/g, '').toLowerCase());
  if (!names.includes('cnpj')) {
    throw new Error(`O arquivo de enriquecimento ${path} precisa de uma coluna "cnpj" no cabeçalho.`);
  }
  const spec = names.map((_name, index) => `'c${index}': 'VARCHAR'`).join(', ');
  const col = (name: string) => (names.includes(name) ? `c${names.indexOf(name)}` : 'NULL::VARCHAR');
  await connection.run(`CREATE TABLE enr_raw AS
    SELECT lpad(upper(regexp_replace(${col('cnpj')}, '[^0-9A-Za-z]', '', 'g')), 14, '0') AS cnpj, *
    FROM read_csv(${sqlString(path)}, header = true, delim = ${sqlString(delim)}, quote = '"', auto_detect = false,
      columns = {${spec}}, ignore_errors = true, null_padding = true)
    WHERE regexp_replace(coalesce(${col('cnpj')}, ''), '[^0-9A-Za-z]', '', 'g') <> ''`);
  await connection.run(`CREATE TABLE enr AS ${select(col)} FROM enr_raw GROUP BY cnpj`);
  const contacts = await connection.run(`INSERT INTO reg.enriched_contacts
    SELECT cnpj, ${TEXT(col('decision_maker_name'))}, ${TEXT(col('decision_maker_position'))},
      lower(${TEXT(col('decision_maker_email'))}), regexp_replace(${TEXT(col('decision_maker_phone'))}, '[^0-9+]', '', 'g'),
      ${TEXT(col('decision_maker_linkedin'))}
    FROM enr_raw WHERE ${TEXT(col('decision_maker_name'))} IS NOT NULL ORDER BY cnpj`);
  const counts = await queryOne(
    connection,
    'SELECT (SELECT count(*) FROM enr_raw) AS linhas, (SELECT count(*) FROM enr) AS cnpjs',
  );
  return {
    enriquecimento_linhas: Number(counts.linhas),
    enriquecimento_cnpjs: Number(counts.cnpjs),
    enriquecimento_decisores: contacts.rowsChanged,
  };
}

/** Creates `procon` (complaints and answered complaints by cnpj_basico); empty when no file is given. */
export async function loadProcon(
  connection: DuckDBConnection,
  paths: readonly string[],
): Promise<Record<string, number>> {
  if (paths.length === 0) {
    await connection.run('CREATE TABLE procon (cnpj_basico VARCHAR, total BIGINT, atendidas BIGINT)');
    return {};
  }
  const list = `[${paths.map(sqlString).join(', ')}]`;
  await connection.run(`CREATE TABLE procon_raw AS SELECT * FROM read_csv(${list}, delim = ';', header = true,
    encoding = 'latin-1', all_varchar = true, union_by_name = true, ignore_errors = true, quote = '"')`);
  const columns = (await queryAll(connection, 'DESCRIBE procon_raw')).map((row) => String(row.column_name));
  const has = (name: string) => columns.includes(name);
  if (!has('Atendida') || !(has('RadicalCNPJ') || has('NumeroCNPJ'))) {
    throw new Error(
      'Os arquivos do Procon precisam das colunas "Atendida" e "RadicalCNPJ" (ou "NumeroCNPJ"), separadas por ";".',
    );
  }
  const radical = has('RadicalCNPJ')
    ? `NULLIF(regexp_replace(coalesce("RadicalCNPJ", ''), '[^0-9A-Za-z]', '', 'g'), '')`
    : 'NULL';
  const fromNumber = has('NumeroCNPJ')
    ? `left(lpad(NULLIF(regexp_replace(coalesce("NumeroCNPJ", ''), '[^0-9A-Za-z]', '', 'g'), ''), 14, '0'), 8)`
    : 'NULL';
  await connection.run(`CREATE TABLE procon AS
    SELECT cnpj_basico, count(*) AS total, count(*) FILTER (WHERE upper(trim("Atendida")) = 'S') AS atendidas
    FROM (SELECT lpad(upper(coalesce(${radical}, ${fromNumber})), 8, '0') AS cnpj_basico, "Atendida" FROM procon_raw)
    WHERE cnpj_basico IS NOT NULL GROUP BY 1`);
  const counts = await queryOne(
    connection,
    'SELECT (SELECT count(*) FROM procon_raw) AS linhas, (SELECT sum(total) FROM procon) AS com_cnpj, (SELECT count(*) FROM procon) AS raizes',
  );
  return {
    procon_linhas: Number(counts.linhas),
    procon_linhas_sem_cnpj: Number(counts.linhas) - Number(counts.com_cnpj ?? 0),
    procon_raizes: Number(counts.raizes),
  };
}
