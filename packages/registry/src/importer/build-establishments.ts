// The wide establishments table: the typed rows (`est1`, typed-rows.ts) joined with companies, Simples,
// municipalities, shared-contact counts, branch counts and the optional inputs, the estimates and the
// quality score, the facet key and the tiebreak, written in (situacao, uf, cnae_principal, quality desc,
// tiebreak, cnpj) order with id = rowid.
import type { DuckDBConnection } from '@duckdb/node-api';
import { CNPJ_KEY_SQL } from '../query/cnpj-lookup.ts';
import { TIEBREAK_SQL } from '../query/default-order.ts';
import { FACET_KEY_SQL } from '../query/facet-key.ts';
import { ageBandSql } from './age-band.ts';
import {
  EMPLOYEE_BAND_SQL,
  ESTIMATED_EMPLOYEES_SQL,
  ESTIMATED_REVENUE_SQL,
  REVENUE_BAND_SQL,
  REVENUE_CEILING_SQL,
  revenueBandSql,
} from './estimates.ts';
import { qualityScoreSql } from './quality-score.ts';
import { runOrdered } from './sql-helpers.ts';

/**
 * Shared phones and e-mails (working database): how many *other companies* (CNPJ roots) carry each one. A
 * company's own branches sharing its head office's e-mail are not "other companies" (they were counted, and a
 * chain of 46 stores read as an accountant's e-mail). At 10 M establishments ≈ 2 CPU s more than counting rows.
 */
export async function buildEstablishmentAggregates(connection: DuckDBConnection): Promise<void> {
  await connection.run(`CREATE TABLE phone_share AS
    SELECT phone, (count(DISTINCT cnpj_basico) - 1)::INTEGER AS others FROM (
      SELECT telefone1 AS phone, cnpj_basico FROM est1 WHERE tipo_telefone1 > 0
      UNION ALL SELECT telefone2, cnpj_basico FROM est1
        WHERE tipo_telefone2 > 0 AND telefone2 IS DISTINCT FROM telefone1)
    GROUP BY 1 HAVING count(DISTINCT cnpj_basico) > 1`);
  await connection.run(`CREATE TABLE email_share AS
    SELECT email, (count(DISTINCT cnpj_basico) - 1)::INTEGER AS others FROM est1 WHERE email IS NOT NULL
    GROUP BY 1 HAVING count(DISTINCT cnpj_basico) > 1`);
}

/**
 * An optional input joined only when given: otherwise one all-NULL row of the same columns is attached
 * to every establishment, which costs nothing per row (no hash probe).
 */
const optionalJoin = (given: boolean, table: string, alias: string, on: string) =>
  given
    ? `LEFT JOIN ${table} ${alias} ON ${on}`
    : `CROSS JOIN (SELECT ${table}.* FROM (SELECT 1 AS one) LEFT JOIN ${table} ON false) ${alias}`;

/** Writes reg.establishments; `hasProcon` tells whether complaint counts are known (0) or unknown (NULL). */
export async function buildEstablishments(
  connection: DuckDBConnection,
  releaseDate: string,
  hasProcon: boolean,
  hasEnrichment = true,
): Promise<number> {
  const joined = `SELECT e.* EXCLUDE (uf_sigla), c.co.razao_social, c.co.natureza AS natureza_juridica,
      coalesce(c.co.porte, 0)::UTINYINT AS porte, c.co.capital::DECIMAL(18, 2) AS capital_social, c.co.ente AS ente_federativo,
      coalesce(c.sn.fl_simples, false) AS fl_simples, c.sn.dt_opcao_simples, c.sn.dt_exclusao_simples,
      coalesce(c.sn.fl_mei, false) AS fl_mei, c.sn.dt_opcao_mei, c.sn.dt_exclusao_mei,
      coalesce(u.uf, m.uf, 0)::UTINYINT AS uf, coalesce(u.regiao, mu.regiao, 0)::UTINYINT AS regiao,
      m.cd_municipio, m.latitude, m.longitude, rfb_cnae_section(e.cnae_principal)::UTINYINT AS cnae_secao,
      greatest(coalesce(p1.others, 0), coalesce(p2.others, 0)) AS telefone_compartilhado,
      coalesce(es.others, 0) AS email_compartilhado, coalesce(c.qt_filiais, 0) AS qt_filiais,
      coalesce(c.has_partners, false) AS has_partners,
      coalesce(c.has_decision_makers, false) OR coalesce(en.decision_makers, 0) > 0 AS fl_decisores,
      coalesce(c.qualificacoes_decisores, 0::UHUGEINT) AS qualificacoes_decisores,
      en.website AS site, en.employees AS enriched_employees, en.revenue AS enriched_revenue,
      CASE WHEN ${hasProcon} THEN coalesce(pr.total, 0) END::INTEGER AS qt_reclamacoes_procon,
      CASE WHEN ${hasProcon} THEN coalesce(pr.atendidas, 0) END::INTEGER AS qt_reclamacoes_procon_atendidas,
      en.complaints AS qt_reclamacoes_site,
      coalesce(en.complaints_resolved_pct, CASE WHEN pr.total > 0 THEN round(100.0 * pr.atendidas / pr.total, 1) END)
        AS pc_reclamacoes_resolvidas,
      en.complaint_rating AS nota_reclamacoes
    FROM est1 e
    LEFT JOIN comp c ON c.cnpj_basico = e.cnpj_basico
    LEFT JOIN uf_map u ON u.sigla = e.uf_sigla
    LEFT JOIN reg.municipios m ON m.cd_municipio_rfb = e.cd_municipio_rfb
    LEFT JOIN uf_map mu ON mu.uf = m.uf
    LEFT JOIN phone_share p1 ON p1.phone = e.telefone1
    LEFT JOIN phone_share p2 ON p2.phone = e.telefone2
    LEFT JOIN email_share es ON es.email = e.email
    ${optionalJoin(hasEnrichment, 'enr', 'en', 'en.cnpj = e.cnpj')}
    ${optionalJoin(hasProcon, 'procon', 'pr', 'pr.cnpj_basico = e.cnpj_basico')}`;
  const flagged = `SELECT *, email IS NOT NULL AS has_email,
      coalesce(tipo_telefone1 IN (1, 2) OR tipo_telefone2 IN (1, 2), false) AS has_telefone,
      coalesce(tipo_telefone1 = 2 OR tipo_telefone2 = 2, false) AS has_celular, site IS NOT NULL AS has_site,
      coalesce(enriched_employees, ${ESTIMATED_EMPLOYEES_SQL}) AS qt_funcionarios,
      enriched_employees IS NULL AS fl_funcionarios_estimado
    FROM (${joined})`;
  const valued = `SELECT *, coalesce(enriched_revenue, ${ESTIMATED_REVENUE_SQL}) AS vl_faturamento,
      enriched_revenue IS NULL AS fl_faturamento_estimado, (${EMPLOYEE_BAND_SQL})::UTINYINT AS faixa_funcionarios
    FROM (${flagged})`;
  const scored = `SELECT * EXCLUDE (has_partners, enriched_employees, enriched_revenue), has_partners AS fl_socios,
      (${REVENUE_BAND_SQL})::UTINYINT AS faixa_faturamento, ${ageBandSql(releaseDate)} AS faixa_idade,
      ${qualityScoreSql(releaseDate)} AS quality_data_score
    FROM (${valued})`;
  const keyed = `SELECT *, ${FACET_KEY_SQL} AS facet_key, ${TIEBREAK_SQL} AS tiebreak FROM (${scored})
    ORDER BY situacao, uf, cnae_principal, quality_data_score DESC, tiebreak, ${CNPJ_KEY_SQL}`;
  // id = rowid is set afterwards: numbering the sorted stream with row_number() OVER () made the ordered
  // insert twice as slow (10 M: 55 against 28 s, the UPDATE 0.4 s).
  const rows = await runOrdered(
    connection,
    `INSERT INTO reg.establishments BY NAME SELECT 0 AS id, * FROM (${keyed})`,
  );
  await connection.run('UPDATE reg.establishments SET id = rowid::INTEGER');
  await writeCompanyTotals(connection, 'reg.establishments');
  return rows;
}

/**
 * The company-level employees and revenue (schema.ts): every row gets its own figures, then the roots with
 * active branches (qt_filiais > 0, ≈ 4 % of the rows) the sums over the head office and the active branches
 * (those qt_filiais counts; a closed one's estimates are 0 anyway), the revenue capped at
 * the porte's legal ceiling when every establishment's revenue is an estimate (an ME's branches do not
 * make it bill more than an ME may); no revenue (public administration) stays none: `least` skips a NULL. Two UPDATEs after the ordered INSERT instead of columns carried
 * through its sort: at 10 M ≈ 2 s in all.
 */
export async function writeCompanyTotals(connection: DuckDBConnection, table: string): Promise<void> {
  await connection.run(`UPDATE ${table} SET qt_funcionarios_empresa = qt_funcionarios,
    vl_faturamento_empresa = vl_faturamento, faixa_faturamento_empresa = faixa_faturamento`);
  const sums = `SELECT cnpj_basico, sum(qt_funcionarios)::INTEGER AS employees,
      CASE WHEN sum(vl_faturamento) IS NOT NULL AND bool_and(fl_faturamento_estimado)
        THEN least(sum(vl_faturamento), any_value(${REVENUE_CEILING_SQL})) ELSE sum(vl_faturamento) END::DOUBLE AS revenue
    FROM ${table} WHERE qt_filiais > 0 AND (fl_matriz OR situacao = 2) GROUP BY cnpj_basico`;
  await connection.run(`UPDATE ${table} AS e SET qt_funcionarios_empresa = t.employees,
      vl_faturamento_empresa = t.revenue, faixa_faturamento_empresa = (${revenueBandSql('t.revenue')})::UTINYINT
    FROM (${sums}) t WHERE e.cnpj_basico = t.cnpj_basico`);
}
