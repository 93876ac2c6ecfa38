// SQL macros that turn the raw Receita Federal strings into typed values, handling the known quirks.
// The same macros drive the build and the quirk counts, so the report counts exactly what was fixed.
import type { DuckDBConnection } from '@duckdb/node-api';

/** CNAE division → section index 1..21 (A..U). */
const SECTION_RANGES: ReadonlyArray<[number, number]> = [
  [1, 3],
  [5, 9],
  [10, 33],
  [35, 35],
  [36, 39],
  [41, 43],
  [45, 47],
  [49, 53],
  [55, 56],
  [58, 63],
  [64, 66],
  [68, 68],
  [69, 75],
  [77, 82],
  [84, 84],
  [85, 85],
  [86, 88],
  [90, 93],
  [94, 96],
  [97, 97],
  [99, 99],
];

export function cnaeSectionOfDivision(division: number): number | null {
  const index = SECTION_RANGES.findIndex(([from, to]) => division >= from && division <= to);
  return index === -1 ? null : index + 1;
}

const NBSP = '\u00a0';

const sectionCase = SECTION_RANGES.map(
  ([from, to], index) => `WHEN cnae // 100000 BETWEEN ${from} AND ${to} THEN ${index + 1}`,
).join(' ');

export async function createNormaliseMacros(
  connection: DuckDBConnection,
  releaseYear: number,
): Promise<void> {
  const macros = [
    // trim(s) for latin-1 text, whose only space separators are ' ' and NBSP: three times cheaper when
    // nothing needs trimming (most values), since trim() walks every character through utf8proc.
    `rfb_trim(s) AS CASE WHEN starts_with(s, ' ') OR ends_with(s, ' ') OR starts_with(s, '${NBSP}')
       OR ends_with(s, '${NBSP}') THEN trim(s) ELSE s END`,
    // Text: trimmed, runs of spaces collapsed, empty → NULL.
    `rfb_text(s) AS NULLIF(CASE WHEN contains(s, '  ') THEN trim(regexp_replace(s, ' {2,}', ' ', 'g')) ELSE rfb_trim(s) END, '')`,
    // Codes are zero-padded digit strings ("02", "0786"); anything else → NULL.
    `rfb_code(s) AS TRY_CAST(NULLIF(rfb_trim(s), '') AS INTEGER)`,
    // Dates YYYYMMDD. "", "0", "00000000" are the RFB nulls; malformed or a year outside 1900..release → NULL.
    `rfb_date_zero(s) AS trim(s) IN ('0', '00000000')`,
    `rfb_date_bad(s) AS NOT (s IS NULL OR trim(s) IN ('', '0', '00000000'))
       AND (length(trim(s)) <> 8 OR try_strptime(trim(s), '%Y%m%d') IS NULL)`,
    `rfb_date_out(s) AS length(trim(s)) = 8 AND year(try_strptime(trim(s), '%Y%m%d')) NOT BETWEEN 1900 AND ${releaseYear}`,
    `rfb_date(s) AS CASE WHEN length(trim(s)) = 8 AND year(try_strptime(trim(s), '%Y%m%d')) BETWEEN 1900 AND ${releaseYear}
       THEN try_strptime(trim(s), '%Y%m%d')::DATE END`,
    // Capital: decimal comma; negative and the 999999999999 sentinel → NULL.
    `rfb_capital_raw(s) AS TRY_CAST(replace(replace(trim(s), '.', ''), ',', '.') AS DOUBLE)`,
    `rfb_capital(s) AS CASE WHEN rfb_capital_raw(s) >= 0 AND rfb_capital_raw(s) < 999999999999 THEN rfb_capital_raw(s) END`,
    // CEP: 8 digits; RFB drops the leading zero (7 digits → "0" prefix); anything else → NULL.
    `rfb_cep(s) AS CASE WHEN regexp_full_match(trim(s), '[0-9]{8}') AND trim(s) <> '00000000' THEN trim(s)
       WHEN regexp_full_match(trim(s), '[0-9]{7}') AND trim(s) <> '0000000' THEN '0' || trim(s) END`,
    `rfb_digits(s) AS regexp_replace(coalesce(s, ''), '[^0-9]', '', 'g')`,
    // Phones (ddd and number already reduced to digits): DDD without leading zeros; fixed = 8 digits
    // starting 2–5, mobile = 9 digits starting 9, 8 digits starting 6–9 = mobile missing its ninth digit.
    `rfb_phone_kind(ddd, n) AS CASE
       WHEN ltrim(n, '0') = '' THEN NULL
       WHEN NOT regexp_full_match(ltrim(ddd, '0'), '[1-9][1-9]') THEN 'invalid'
       WHEN length(n) = 8 AND n[1] BETWEEN '2' AND '5' THEN 'fixed'
       WHEN length(n) = 9 AND n[1] = '9' THEN 'mobile'
       WHEN length(n) = 8 AND n[1] BETWEEN '6' AND '9' THEN 'mobile8'
       ELSE 'invalid' END`,
    `rfb_phone(ddd, n) AS CASE rfb_phone_kind(ddd, n)
       WHEN 'mobile8' THEN ltrim(ddd, '0') || '9' || n
       WHEN 'invalid' THEN NULLIF(ltrim(ddd, '0') || n, '')
       WHEN 'fixed' THEN ltrim(ddd, '0') || n WHEN 'mobile' THEN ltrim(ddd, '0') || n END`,
    `rfb_phone_type(ddd, n) AS CASE rfb_phone_kind(ddd, n) WHEN 'fixed' THEN 1 WHEN 'mobile' THEN 2
       WHEN 'mobile8' THEN 2 WHEN 'invalid' THEN 0 END`,
    // E-mail: trimmed, lower-cased; an invalid address → NULL.
    `rfb_email(s) AS CASE WHEN regexp_full_match(lower(trim(s)), '[a-z0-9._%+''-]+@[a-z0-9-]+(\\.[a-z0-9-]+)*\\.[a-z]{2,}')
       THEN lower(trim(s)) END`,
    // Secondary CNAEs: the valid 7-digit codes of the comma list, deduplicated and sorted.
    `rfb_cnae_list(s) AS list_filter(string_split(coalesce(s, ''), ','), x -> rfb_trim(x) <> '')`,
    `rfb_cnaes(s) AS NULLIF(list_sort(list_distinct(list_transform(
       list_filter(rfb_cnae_list(s), x -> regexp_full_match(trim(x), '[0-9]{7}')), x -> trim(x)::INTEGER))), [])`,
    `rfb_cnae_section(cnae) AS CASE ${sectionCase} END`,
  ];
  for (const macro of macros) await connection.run(`CREATE OR REPLACE TEMP MACRO ${macro}`);
}
