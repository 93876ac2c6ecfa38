// The typed SELECT of Estabelecimentos (see typed-sql-parts.ts for the layering). Every trimmed text, parsed
// date, digit string, phone kind and CNAE list is computed once in a layer and shared by the typed column
// and the quirk counts that need it.
import {
  BASICO,
  BASICO_T,
  dateL1,
  dateL2,
  dateOf,
  dateQuirks,
  flag,
  type KindSql,
  sum,
  T,
  VALID_BASICO,
} from './typed-sql-parts.ts';

const DATES = ['dt_situacao', 'dt_inicio', 'dt_situacao_especial'];
const PHONES: Array<[string, string, string]> = [
  ['1', 'ddd1', 'telefone1'],
  ['2', 'ddd2', 'telefone2'],
  ['f', 'ddd_fax', 'fax'],
];
const EMAIL = `'[a-z0-9._%+''-]+@[a-z0-9-]+(\\.[a-z0-9-]+)*\\.[a-z]{2,}'`;

/**
 * Phone pair `i` over its digit strings d (DDD) and n (number), dz/nz without leading zeros. fixed = 8
 * digits starting 2–5, mobile = 9 digits starting 9, mobile8 = 8 digits starting 6–9 (ninth digit
 * missing); a DDD must be two digits 1–9 (dz has no leading zero, so: two characters, the last not 0).
 */
const phoneKind = (i: string) => `CASE WHEN nz${i} = '' THEN NULL
    WHEN NOT (strlen(dz${i}) = 2 AND NOT ends_with(dz${i}, '0')) THEN 'invalid'
    WHEN length(n${i}) = 8 AND n${i}[1] BETWEEN '2' AND '5' THEN 'fixed'
    WHEN length(n${i}) = 9 AND n${i}[1] = '9' THEN 'mobile'
    WHEN length(n${i}) = 8 AND n${i}[1] BETWEEN '6' AND '9' THEN 'mobile8'
    ELSE 'invalid' END AS k${i}`;
const phoneOf = (i: string) => `CASE k${i} WHEN 'mobile8' THEN dz${i} || '9' || n${i}
    WHEN 'invalid' THEN NULLIF(dz${i} || n${i}, '') WHEN 'fixed' THEN dz${i} || n${i}
    WHEN 'mobile' THEN dz${i} || n${i} END`;
const phoneTypeOf = (i: string) =>
  `(CASE k${i} WHEN 'fixed' THEN 1 WHEN 'mobile' THEN 2 WHEN 'mobile8' THEN 2 WHEN 'invalid' THEN 0 END)::UTINYINT`;
const phonePairs = PHONES.slice(0, 2);

/**
 * Secondary CNAEs as INTEGER codes (repeats kept, for the quirk count). A clean list (7-digit codes and
 * commas only, nearly every row) is split and cast as a whole; the others go through the lambdas that drop
 * the empty and malformed entries (about twice the CPU of the split and cast).
 */
const CLEAN_CNAES = `CASE WHEN coalesce(cnae_secundaria, '') = '' THEN []::INTEGER[]
    ELSE string_split(cnae_secundaria, ',')::INTEGER[] END`;
const DIRTY_CNAES = `list_transform(list_filter(string_split(cnae_secundaria, ','),
    x -> regexp_full_match(${T('x')}, '[0-9]{7}')), x -> ${T('x')}::INTEGER)`;

export function establishmentsSql(y: number): KindSql {
  return {
    valid: `${VALID_BASICO} AND regexp_full_match(ord_t, '[0-9A-Z]{1,4}')
      AND regexp_full_match(dv_t, '[0-9]{1,2}')`,
    layers: [
      [
        BASICO_T('cnpj_basico'),
        `upper(${T('cnpj_ordem')}) AS ord_t`,
        `${T('cnpj_dv')} AS dv_t`,
        ...DATES.map(dateL1),
        ...PHONES.flatMap(([i, ddd, n]) => [`rfb_digits(${ddd}) AS d${i}`, `rfb_digits(${n}) AS n${i}`]),
        `${T('cep')} AS cep_t`,
        `${T('email')} AS email_t`,
        `regexp_full_match(coalesce(cnae_secundaria, ''), '([0-9]{7}(,[0-9]{7})*)?') AS cnae_ok`,
        'rfb_code(situacao) AS situacao_i',
      ],
      [
        `${BASICO} AS b`,
        ...DATES.map(dateL2),
        ...PHONES.flatMap(([i]) => [`ltrim(d${i}, '0') AS dz${i}`, `ltrim(n${i}, '0') AS nz${i}`]),
        `CASE WHEN regexp_full_match(cep_t, '[0-9]{8}') AND cep_t <> '00000000' THEN cep_t
          WHEN regexp_full_match(cep_t, '[0-9]{7}') AND cep_t <> '0000000' THEN '0' || cep_t END AS cep_v`,
        'lower(email_t) AS email_l',
        `CASE WHEN cnae_ok THEN ${CLEAN_CNAES} ELSE ${DIRTY_CNAES} END AS cnae_v`,
        `CASE WHEN NOT cnae_ok THEN len(rfb_cnae_list(cnae_secundaria)) END AS cnae_n`,
      ],
      [
        ...phonePairs.map(([i]) => phoneKind(i)),
        `CASE WHEN regexp_full_match(email_l, ${EMAIL}) THEN email_l END AS email_v`,
        'CASE WHEN len(cnae_v) <= 1 THEN cnae_v ELSE list_sort(list_distinct(cnae_v)) END AS cnae_d',
      ],
    ],
    typed: [
      `b || lpad(ord_t, 4, '0') || lpad(dv_t, 2, '0') AS cnpj`,
      'b AS cnpj_basico',
      `${T('matriz_filial')} = '1' AS fl_matriz`,
      'rfb_text(nome_fantasia) AS nome_fantasia',
      'coalesce(TRY_CAST(situacao_i AS UTINYINT), 0) AS situacao',
      `${dateOf('dt_situacao', y)} AS dt_situacao`,
      'TRY_CAST(rfb_code(motivo) AS USMALLINT) AS motivo_situacao',
      'rfb_text(situacao_especial) AS situacao_especial',
      `${dateOf('dt_situacao_especial', y)} AS dt_situacao_especial`,
      `${dateOf('dt_inicio', y)} AS dt_abertura`,
      'TRY_CAST(rfb_code(cnae_principal) AS INTEGER) AS cnae_principal',
      'NULLIF(cnae_d, []) AS cnaes_secundarias',
      'rfb_text(tipo_logradouro) AS tipo_logradouro',
      'rfb_text(logradouro) AS logradouro',
      'rfb_text(numero) AS numero',
      'rfb_text(complemento) AS complemento',
      'rfb_text(bairro) AS bairro',
      'cep_v AS cep',
      `upper(${T('uf')}) AS uf_sigla`,
      'TRY_CAST(rfb_code(municipio) AS USMALLINT) AS cd_municipio_rfb',
      'rfb_text(cidade_exterior) AS nm_cidade_exterior',
      'TRY_CAST(rfb_code(pais) AS USMALLINT) AS cd_pais',
      `${phoneOf('1')} AS telefone1`,
      `${phoneTypeOf('1')} AS tipo_telefone1`,
      `${phoneOf('2')} AS telefone2`,
      `${phoneTypeOf('2')} AS tipo_telefone2`,
      `CASE WHEN nzf <> '' THEN dzf || nf END AS fax`,
      'email_v AS email',
    ],
    quirks: [
      ...dateQuirks(DATES, y),
      // cep_v of 8 characters from a 7-character value: the 7 digits that got their leading zero.
      { name: 'cep_sem_zero_inicial', sql: flag('strlen(cep_t) = 7 AND cep_v IS NOT NULL') },
      { name: 'cep_invalido', sql: flag(`cep_t <> '' AND cep_v IS NULL`) },
      {
        name: 'ddd_com_zero',
        sql: sum(phonePairs.map(([i]) => flag(`nz${i} <> '' AND starts_with(d${i}, '0')`))),
      },
      { name: 'celular_sem_nono_digito', sql: sum(phonePairs.map(([i]) => flag(`k${i} = 'mobile8'`))) },
      { name: 'telefone_invalido', sql: sum(phonePairs.map(([i]) => flag(`k${i} = 'invalid'`))) },
      {
        name: 'telefone_zerado',
        sql: sum(phonePairs.map(([i, , raw]) => flag(`nz${i} = '' AND ${T(raw)} <> ''`))),
      },
      { name: 'email_maiusculo', sql: flag('email_v IS NOT NULL AND email_t <> email_l') },
      { name: 'email_invalido', sql: flag(`email_t <> '' AND email_v IS NULL`) },
      { name: 'cnae_secundaria_repetida', sql: 'len(cnae_v) - len(cnae_d)', wide: true },
      { name: 'cnae_secundaria_invalida', sql: 'coalesce(cnae_n - len(cnae_v), 0)', wide: true },
      {
        name: 'situacao_invalida',
        sql: flag('TRY_CAST(situacao_i AS UTINYINT) NOT IN (1, 2, 3, 4, 8) OR situacao_i IS NULL'),
      },
    ],
  };
}
