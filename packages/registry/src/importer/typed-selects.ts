// The SQL that types one file's rows and counts its quirks in the same scan (layers: typed-sql-parts.ts).
// Empresas, Simples and Sócios here; Estabelecimentos in typed-establishments.ts.
import type { FileKind } from './release-files.ts';
import { establishmentsSql } from './typed-establishments.ts';
import {
  BASICO,
  BASICO_T,
  dateL1,
  dateL2,
  dateOf,
  dateQuirks,
  flag,
  type KindSql,
  T,
  VALID_BASICO,
} from './typed-sql-parts.ts';

export type { KindSql } from './typed-sql-parts.ts';

const MASKED_NONE = (t: string) => `CASE WHEN ${t} IN ('', '***000000**') THEN NULL ELSE ${t} END`;

export type TypedKind = 'establishments' | 'companies' | 'partners' | 'simples';

function companiesSql(): KindSql {
  return {
    valid: VALID_BASICO,
    layers: [
      [BASICO_T('cnpj_basico'), `${T('capital')} AS capital_t`, `${T('razao_social')} AS razao_t`],
      [`TRY_CAST(replace(replace(capital_t, '.', ''), ',', '.') AS DOUBLE) AS capital_raw`],
    ],
    typed: [
      `${BASICO} AS cnpj_basico`,
      'rfb_text(razao_social) AS razao_social',
      'TRY_CAST(rfb_code(natureza) AS USMALLINT) AS natureza',
      'coalesce(TRY_CAST(rfb_code(porte) AS UTINYINT), 0) AS porte',
      'CASE WHEN capital_raw >= 0 AND capital_raw < 999999999999 THEN capital_raw END AS capital',
      'rfb_text(ente) AS ente',
      `length(coalesce(razao_t, ''))::INTEGER AS name_len`,
    ],
    quirks: [
      { name: 'capital_negativo', sql: flag('capital_raw < 0') },
      { name: 'capital_sentinela', sql: flag('capital_raw >= 999999999999') },
      { name: 'capital_invalido', sql: flag(`capital_t <> '' AND capital_raw IS NULL`) },
      { name: 'razao_social_termina_em_cpf', sql: flag(`regexp_matches(razao_t, ' [0-9]{11}$')`) },
    ],
  };
}

function simplesSql(y: number): KindSql {
  const dates = ['dt_opcao_simples', 'dt_exclusao_simples', 'dt_opcao_mei', 'dt_exclusao_mei'];
  return {
    valid: VALID_BASICO,
    layers: [[BASICO_T('cnpj_basico'), ...dates.map(dateL1)], dates.map(dateL2)],
    typed: [
      `${BASICO} AS cnpj_basico`,
      `upper(${T('opcao_simples')}) = 'S' AS fl_simples`,
      ...['dt_opcao_simples', 'dt_exclusao_simples'].map((c) => `${dateOf(c, y)} AS ${c}`),
      `upper(${T('opcao_mei')}) = 'S' AS fl_mei`,
      ...['dt_opcao_mei', 'dt_exclusao_mei'].map((c) => `${dateOf(c, y)} AS ${c}`),
    ],
    quirks: dateQuirks(dates, y),
  };
}

function partnersSql(y: number): KindSql {
  return {
    valid: VALID_BASICO,
    layers: [
      [
        BASICO_T('cnpj_basico'),
        dateL1('dt_entrada'),
        `${T('documento')} AS documento_t`,
        `${T('rep_documento')} AS rep_documento_t`,
      ],
      [dateL2('dt_entrada')],
    ],
    typed: [
      `${BASICO} AS cnpj_basico`,
      'coalesce(TRY_CAST(rfb_code(tipo) AS UTINYINT), 0) AS tipo',
      'rfb_text(nome) AS nome',
      `${MASKED_NONE('documento_t')} AS documento`,
      'TRY_CAST(rfb_code(qualificacao) AS USMALLINT) AS qualificacao',
      `${dateOf('dt_entrada', y)} AS dt_entrada`,
      'TRY_CAST(rfb_code(pais) AS USMALLINT) AS cd_pais',
      `${MASKED_NONE('rep_documento_t')} AS representante_documento`,
      'rfb_text(rep_nome) AS representante_nome',
      'NULLIF(TRY_CAST(rfb_code(rep_qualificacao) AS USMALLINT), 0) AS representante_qualificacao',
      'TRY_CAST(rfb_code(faixa_etaria) AS UTINYINT) AS faixa_etaria',
    ],
    quirks: [
      ...dateQuirks(['dt_entrada'], y),
      { name: 'representante_vazio', sql: flag(`rep_documento_t = '***000000**'`) },
    ],
  };
}

export function kindSql(kind: TypedKind, releaseYear: number): KindSql {
  switch (kind) {
    case 'companies':
      return companiesSql();
    case 'simples':
      return simplesSql(releaseYear);
    case 'partners':
      return partnersSql(releaseYear);
    case 'establishments':
      return establishmentsSql(releaseYear);
  }
}

export function isTypedKind(kind: FileKind): kind is TypedKind {
  return kind === 'establishments' || kind === 'companies' || kind === 'partners' || kind === 'simples';
}
