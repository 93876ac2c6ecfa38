// The SQL that types one file's rows and counts its quirks in the same scan. Each kind is written in
// layers over the CSV reader (`l1` over the raw columns, `l2` over l1) so a value shared by a typed
// column and a quirk (a parsed date, a phone's kind, the valid secondary CNAEs) is computed once. The
// per-row quirk counts are packed into `q` (4 bits each, a row never has more than 15 of one quirk);
// counts that can be larger get their own column. The macros are those of normalise-macros.ts.
import type { FileKind } from './release-files.ts';

export const BASICO_SQL = (column: string) => `lpad(upper(trim(${column})), 8, '0')`;
export const VALID_BASICO = (column: string) => `regexp_full_match(upper(trim(${column})), '[0-9A-Z]{1,8}')`;
export const VALID_CNPJ_PARTS = `regexp_full_match(upper(trim(cnpj_basico)), '[0-9A-Z]{1,8}')
  AND regexp_full_match(upper(trim(cnpj_ordem)), '[0-9A-Z]{1,4}') AND regexp_full_match(trim(cnpj_dv), '[0-9]{1,2}')`;
const MASKED_NONE = (column: string) =>
  `CASE WHEN trim(${column}) IN ('', '***000000**') THEN NULL ELSE trim(${column}) END`;

export type TypedKind = 'establishments' | 'companies' | 'partners' | 'simples';

export type KindSql = {
  /** Row is kept (its CNPJ root can be read); the others are counted and dropped. */
  valid: string;
  l1: string[];
  l2: string[];
  typed: string[];
  /** Quirk name → per-row count (over l2); `wide` ones get their own column. */
  quirks: Array<{ name: string; sql: string; wide?: boolean }>;
};

const flag = (sql: string) => `coalesce(${sql}, false)::INTEGER`;
const sum = (parts: string[]) => parts.join(' + ');

/** l1 columns of a raw date column `c`: trimmed text and the parsed timestamp of an 8-character value. */
const dateL1 = (c: string) => [
  `trim(${c}) AS ${c}_t`,
  `CASE WHEN length(trim(${c})) = 8 THEN try_strptime(trim(${c}), '%Y%m%d') END AS ${c}_p`,
];
const dateOf = (c: string, year: number) =>
  `CASE WHEN year(${c}_p) BETWEEN 1900 AND ${year} THEN ${c}_p::DATE END`;
const dateQuirks = (columns: string[], year: number) => [
  { name: 'data_zerada', sql: sum(columns.map((c) => flag(`${c}_t IN ('0', '00000000')`))) },
  {
    name: 'data_malformada',
    sql: sum(
      columns.map((c) =>
        flag(
          `NOT (${c}_t IS NULL OR ${c}_t IN ('', '0', '00000000')) AND (length(${c}_t) <> 8 OR ${c}_p IS NULL)`,
        ),
      ),
    ),
  },
  {
    name: 'data_fora_do_intervalo',
    sql: sum(columns.map((c) => flag(`year(${c}_p) NOT BETWEEN 1900 AND ${year}`))),
  },
];

/** Phone pair `i` (ddd, number): digits, kind (rfb_phone_kind) computed once. */
const phoneL1 = (i: string, ddd: string, number: string) => [
  `rfb_digits(${ddd}) AS d${i}`,
  `rfb_digits(${number}) AS n${i}`,
];
const phoneL2 = (i: string) => [`rfb_phone_kind(d${i}, n${i}) AS k${i}`];
const phoneOf = (i: string) => `CASE k${i} WHEN 'mobile8' THEN ltrim(d${i}, '0') || '9' || n${i}
    WHEN 'invalid' THEN NULLIF(ltrim(d${i}, '0') || n${i}, '') WHEN 'fixed' THEN ltrim(d${i}, '0') || n${i}
    WHEN 'mobile' THEN ltrim(d${i}, '0') || n${i} END`;
const phoneTypeOf = (i: string) =>
  `(CASE k${i} WHEN 'fixed' THEN 1 WHEN 'mobile' THEN 2 WHEN 'mobile8' THEN 2 WHEN 'invalid' THEN 0 END)::UTINYINT`;
const phoneQuirks = (pairs: Array<[string, string]>) => [
  {
    name: 'ddd_com_zero',
    sql: sum(pairs.map(([i]) => flag(`ltrim(n${i}, '0') <> '' AND starts_with(d${i}, '0')`))),
  },
  { name: 'celular_sem_nono_digito', sql: sum(pairs.map(([i]) => flag(`k${i} = 'mobile8'`))) },
  { name: 'telefone_invalido', sql: sum(pairs.map(([i]) => flag(`k${i} = 'invalid'`))) },
  {
    name: 'telefone_zerado',
    sql: sum(pairs.map(([i, raw]) => flag(`trim(${raw}) <> '' AND ltrim(n${i}, '0') = ''`))),
  },
];

export function kindSql(kind: TypedKind, releaseYear: number): KindSql {
  const y = releaseYear;
  switch (kind) {
    case 'companies':
      return {
        valid: VALID_BASICO('cnpj_basico'),
        l1: ['rfb_capital_raw(capital) AS capital_raw'],
        l2: [],
        typed: [
          `${BASICO_SQL('cnpj_basico')} AS cnpj_basico`,
          'rfb_text(razao_social) AS razao_social',
          'TRY_CAST(rfb_code(natureza) AS USMALLINT) AS natureza',
          'coalesce(TRY_CAST(rfb_code(porte) AS UTINYINT), 0) AS porte',
          'CASE WHEN capital_raw >= 0 AND capital_raw < 999999999999 THEN capital_raw END AS capital',
          'rfb_text(ente) AS ente',
          `length(coalesce(trim(razao_social), ''))::INTEGER AS name_len`,
        ],
        quirks: [
          { name: 'capital_negativo', sql: flag('capital_raw < 0') },
          { name: 'capital_sentinela', sql: flag('capital_raw >= 999999999999') },
          { name: 'capital_invalido', sql: flag(`trim(capital) <> '' AND capital_raw IS NULL`) },
          {
            name: 'razao_social_termina_em_cpf',
            sql: flag(`regexp_matches(trim(razao_social), ' [0-9]{11}$')`),
          },
        ],
      };
    case 'simples': {
      const dates = ['dt_opcao_simples', 'dt_exclusao_simples', 'dt_opcao_mei', 'dt_exclusao_mei'];
      return {
        valid: VALID_BASICO('cnpj_basico'),
        l1: dates.flatMap(dateL1),
        l2: [],
        typed: [
          `${BASICO_SQL('cnpj_basico')} AS cnpj_basico`,
          `upper(trim(opcao_simples)) = 'S' AS fl_simples`,
          ...['dt_opcao_simples', 'dt_exclusao_simples'].map((c) => `${dateOf(c, y)} AS ${c}`),
          `upper(trim(opcao_mei)) = 'S' AS fl_mei`,
          ...['dt_opcao_mei', 'dt_exclusao_mei'].map((c) => `${dateOf(c, y)} AS ${c}`),
        ],
        quirks: dateQuirks(dates, y),
      };
    }
    case 'partners':
      return {
        valid: VALID_BASICO('cnpj_basico'),
        l1: dateL1('dt_entrada'),
        l2: [],
        typed: [
          `${BASICO_SQL('cnpj_basico')} AS cnpj_basico`,
          'coalesce(TRY_CAST(rfb_code(tipo) AS UTINYINT), 0) AS tipo',
          'rfb_text(nome) AS nome',
          `${MASKED_NONE('documento')} AS documento`,
          'TRY_CAST(rfb_code(qualificacao) AS USMALLINT) AS qualificacao',
          `${dateOf('dt_entrada', y)} AS dt_entrada`,
          'TRY_CAST(rfb_code(pais) AS USMALLINT) AS cd_pais',
          `${MASKED_NONE('rep_documento')} AS representante_documento`,
          'rfb_text(rep_nome) AS representante_nome',
          'NULLIF(TRY_CAST(rfb_code(rep_qualificacao) AS USMALLINT), 0) AS representante_qualificacao',
          'TRY_CAST(rfb_code(faixa_etaria) AS UTINYINT) AS faixa_etaria',
        ],
        quirks: [
          ...dateQuirks(['dt_entrada'], y),
          { name: 'representante_vazio', sql: flag(`trim(rep_documento) = '***000000**'`) },
        ],
      };
    case 'establishments':
      return establishmentsSql(y);
  }
}

function establishmentsSql(y: number): KindSql {
  const dates = ['dt_situacao', 'dt_inicio', 'dt_situacao_especial'];
  return {
    valid: VALID_CNPJ_PARTS,
    l1: [
      `${BASICO_SQL('cnpj_basico')} AS b`,
      ...dates.flatMap(dateL1),
      ...phoneL1('1', 'ddd1', 'telefone1'),
      ...phoneL1('2', 'ddd2', 'telefone2'),
      'rfb_digits(ddd_fax) AS df',
      'rfb_digits(fax) AS nf',
      'trim(cep) AS cep_t',
      'rfb_cep(cep) AS cep_v',
      'rfb_email(email) AS email_v',
      'rfb_cnae_list(cnae_secundaria) AS cnae_l',
      'rfb_code(situacao) AS situacao_i',
    ],
    l2: [
      ...phoneL2('1'),
      ...phoneL2('2'),
      `list_filter(cnae_l, x -> regexp_full_match(trim(x), '[0-9]{7}')) AS cnae_v`,
    ],
    typed: [
      `b || lpad(upper(trim(cnpj_ordem)), 4, '0') || lpad(trim(cnpj_dv), 2, '0') AS cnpj`,
      'b AS cnpj_basico',
      `trim(matriz_filial) = '1' AS fl_matriz`,
      'rfb_text(nome_fantasia) AS nome_fantasia',
      'coalesce(TRY_CAST(situacao_i AS UTINYINT), 0) AS situacao',
      `${dateOf('dt_situacao', y)} AS dt_situacao`,
      'TRY_CAST(rfb_code(motivo) AS USMALLINT) AS motivo_situacao',
      'rfb_text(situacao_especial) AS situacao_especial',
      `${dateOf('dt_situacao_especial', y)} AS dt_situacao_especial`,
      `${dateOf('dt_inicio', y)} AS dt_abertura`,
      'TRY_CAST(rfb_code(cnae_principal) AS INTEGER) AS cnae_principal',
      'NULLIF(list_sort(list_distinct(list_transform(cnae_v, x -> trim(x)::INTEGER))), []) AS cnaes_secundarias',
      'rfb_text(tipo_logradouro) AS tipo_logradouro',
      'rfb_text(logradouro) AS logradouro',
      'rfb_text(numero) AS numero',
      'rfb_text(complemento) AS complemento',
      'rfb_text(bairro) AS bairro',
      'cep_v AS cep',
      'upper(trim(uf)) AS uf_sigla',
      'TRY_CAST(rfb_code(municipio) AS USMALLINT) AS cd_municipio_rfb',
      'rfb_text(cidade_exterior) AS nm_cidade_exterior',
      'TRY_CAST(rfb_code(pais) AS USMALLINT) AS cd_pais',
      `${phoneOf('1')} AS telefone1`,
      `${phoneTypeOf('1')} AS tipo_telefone1`,
      `${phoneOf('2')} AS telefone2`,
      `${phoneTypeOf('2')} AS tipo_telefone2`,
      `CASE WHEN ltrim(nf, '0') <> '' THEN ltrim(df, '0') || nf END AS fax`,
      'email_v AS email',
    ],
    quirks: [
      ...dateQuirks(dates, y),
      {
        name: 'cep_sem_zero_inicial',
        sql: flag(`regexp_full_match(cep_t, '[0-9]{7}') AND cep_v IS NOT NULL`),
      },
      { name: 'cep_invalido', sql: flag(`cep_t <> '' AND cep_v IS NULL`) },
      ...phoneQuirks([
        ['1', 'telefone1'],
        ['2', 'telefone2'],
      ]),
      { name: 'email_maiusculo', sql: flag('email_v IS NOT NULL AND trim(email) <> lower(trim(email))') },
      { name: 'email_invalido', sql: flag(`trim(email) <> '' AND email_v IS NULL`) },
      {
        name: 'cnae_secundaria_repetida',
        sql: 'len(cnae_v) - len(list_distinct(list_transform(cnae_v, x -> trim(x)::INTEGER)))',
        wide: true,
      },
      { name: 'cnae_secundaria_invalida', sql: 'len(cnae_l) - len(cnae_v)', wide: true },
      {
        name: 'situacao_invalida',
        sql: flag('TRY_CAST(situacao_i AS UTINYINT) NOT IN (1, 2, 3, 4, 8) OR situacao_i IS NULL'),
      },
    ],
  };
}

export function isTypedKind(kind: FileKind): kind is TypedKind {
  return kind === 'establishments' || kind === 'companies' || kind === 'partners' || kind === 'simples';
}
