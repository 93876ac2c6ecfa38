// Counts every quirk the normalisation fixed, per file (one aggregate scan of the file's CSV reader) and,
// for the checks that need the final tables (codes absent from the lookups, orphans), per table.
import type { DuckDBConnection } from '@duckdb/node-api';
import type { FileKind } from './release-files.ts';
import { queryOne } from './sql-helpers.ts';
import { VALID_CNPJ_PARTS } from './typed-rows.ts';

const dateQuirks = (columns: readonly string[]) => {
  const sum = (macro: string) => columns.map((c) => `coalesce(${macro}(${c}), false)::INTEGER`).join(' + ');
  return [
    `sum(${sum('rfb_date_zero')}) AS data_zerada`,
    `sum(${sum('rfb_date_bad')}) AS data_malformada`,
    `sum(${sum('rfb_date_out')}) AS data_fora_do_intervalo`,
  ];
};

const phoneQuirks = (pairs: ReadonlyArray<[string, string]>) => {
  const sum = (test: (ddd: string, n: string, raw: string) => string) =>
    pairs
      .map(([ddd, n]) => `coalesce(${test(`rfb_digits(${ddd})`, `rfb_digits(${n})`, n)}, false)::INTEGER`)
      .join(' + ');
  return [
    `sum(${sum((d, n) => `ltrim(${n}, '0') <> '' AND starts_with(${d}, '0')`)}) AS ddd_com_zero`,
    `sum(${sum((d, n) => `rfb_phone_kind(${d}, ${n}) = 'mobile8'`)}) AS celular_sem_nono_digito`,
    `sum(${sum((d, n) => `rfb_phone_kind(${d}, ${n}) = 'invalid'`)}) AS telefone_invalido`,
    `sum(${sum((_d, n, raw) => `trim(${raw}) <> '' AND ltrim(${n}, '0') = ''`)}) AS telefone_zerado`,
  ];
};

const QUIRKS: Partial<Record<FileKind, string[]>> = {
  establishments: [
    `count(*) FILTER (WHERE NOT coalesce(${VALID_CNPJ_PARTS}, false)) AS cnpj_invalido_descartado`,
    ...dateQuirks(['dt_situacao', 'dt_inicio', 'dt_situacao_especial']),
    `count(*) FILTER (WHERE regexp_full_match(trim(cep), '[0-9]{7}') AND rfb_cep(cep) IS NOT NULL) AS cep_sem_zero_inicial`,
    `count(*) FILTER (WHERE trim(cep) <> '' AND rfb_cep(cep) IS NULL) AS cep_invalido`,
    ...phoneQuirks([
      ['ddd1', 'telefone1'],
      ['ddd2', 'telefone2'],
    ]),
    `count(*) FILTER (WHERE rfb_email(email) IS NOT NULL AND trim(email) <> lower(trim(email))) AS email_maiusculo`,
    `count(*) FILTER (WHERE trim(email) <> '' AND rfb_email(email) IS NULL) AS email_invalido`,
    `sum(len(list_filter(rfb_cnae_list(cnae_secundaria), x -> regexp_full_match(trim(x), '[0-9]{7}')))
       - coalesce(len(rfb_cnaes(cnae_secundaria)), 0)) AS cnae_secundaria_repetida`,
    `sum(len(list_filter(rfb_cnae_list(cnae_secundaria), x -> NOT regexp_full_match(trim(x), '[0-9]{7}')))) AS cnae_secundaria_invalida`,
    `count(*) FILTER (WHERE TRY_CAST(rfb_code(situacao) AS UTINYINT) NOT IN (1, 2, 3, 4, 8) OR rfb_code(situacao) IS NULL) AS situacao_invalida`,
  ],
  companies: [
    `count(*) FILTER (WHERE rfb_capital_raw(capital) < 0) AS capital_negativo`,
    `count(*) FILTER (WHERE rfb_capital_raw(capital) >= 999999999999) AS capital_sentinela`,
    `count(*) FILTER (WHERE trim(capital) <> '' AND rfb_capital_raw(capital) IS NULL) AS capital_invalido`,
    `count(*) FILTER (WHERE regexp_matches(trim(razao_social), ' [0-9]{11}$')) AS razao_social_termina_em_cpf`,
  ],
  partners: [
    ...dateQuirks(['dt_entrada']),
    `count(*) FILTER (WHERE trim(rep_documento) = '***000000**') AS representante_vazio`,
  ],
  simples: dateQuirks(['dt_opcao_simples', 'dt_exclusao_simples', 'dt_opcao_mei', 'dt_exclusao_mei']),
};

/** Rows the CSV reader `source` yields and the quirks of its raw values (zero counts left out). */
export async function countFileQuirks(
  connection: DuckDBConnection,
  kind: FileKind,
  source: string,
): Promise<{ rowsKept: number; quirks: Record<string, number> }> {
  const quirks = QUIRKS[kind] ?? [];
  const { rows_kept: rowsKept, ...counts } = await queryOne(
    connection,
    `SELECT ${['count(*) AS rows_kept', ...quirks].join(',\n')} FROM ${source}`,
  );
  const kept: Record<string, number> = {};
  for (const [key, value] of Object.entries(counts)) if (Number(value) > 0) kept[key] = Number(value);
  return { rowsKept: Number(rowsKept), quirks: kept };
}

/** Table-level checks on the final tables: codes absent from lookups, establishments without a company. */
export async function countTableQuirks(connection: DuckDBConnection): Promise<Record<string, number>> {
  const absent = (column: string, table: string, key = 'codigo') =>
    `count(*) FILTER (WHERE ${column} IS NOT NULL AND ${column} NOT IN (SELECT ${key} FROM reg.${table})) AS ${column}_fora_da_tabela`;
  const establishments = await queryOne(
    connection,
    `SELECT ${[
      absent('motivo_situacao', 'motivos'),
      absent('cd_pais', 'paises'),
      absent('cnae_principal', 'cnaes'),
      absent('natureza_juridica', 'naturezas'),
      `count(*) FILTER (WHERE cd_municipio_rfb IS NOT NULL AND cd_municipio IS NULL AND uf <> 0) AS municipio_sem_ibge`,
      `count(*) FILTER (WHERE razao_social IS NULL AND natureza_juridica IS NULL) AS estabelecimento_sem_empresa`,
    ].join(', ')} FROM reg.establishments`,
  );
  const partners = await queryOne(
    connection,
    `SELECT ${absent('qualificacao', 'qualificacoes')} FROM reg.partners`,
  );
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries({ ...establishments, ...partners })) {
    if (Number(value) > 0) out[key] = Number(value);
  }
  return out;
}
