// SQL macros the typed SELECTs (typed-sql-parts.ts, typed-selects.ts, typed-establishments.ts) share: trimming,
// texts, codes, digit strings, the entries of a secondary CNAE list and the CNAE section.
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

export async function createNormaliseMacros(connection: DuckDBConnection): Promise<void> {
  const macros = [
    // trim(s) for latin-1 text, whose only space separators are ' ' and NBSP: three times cheaper when
    // nothing needs trimming (most values), since trim() walks every character through utf8proc.
    `rfb_trim(s) AS CASE WHEN starts_with(s, ' ') OR ends_with(s, ' ') OR starts_with(s, '${NBSP}')
       OR ends_with(s, '${NBSP}') THEN trim(s) ELSE s END`,
    // Text: trimmed, runs of spaces collapsed, empty → NULL.
    `rfb_text(s) AS NULLIF(CASE WHEN contains(s, '  ') THEN trim(regexp_replace(s, ' {2,}', ' ', 'g')) ELSE rfb_trim(s) END, '')`,
    // Codes are zero-padded digit strings ("02", "0786"); anything else → NULL.
    `rfb_code(s) AS TRY_CAST(NULLIF(rfb_trim(s), '') AS INTEGER)`,
    `rfb_digits(s) AS regexp_replace(coalesce(s, ''), '[^0-9]', '', 'g')`,
    // Secondary CNAEs: the non-empty entries of the comma list (a list that is not clean, typed-establishments.ts).
    `rfb_cnae_list(s) AS list_filter(string_split(coalesce(s, ''), ','), x -> rfb_trim(x) <> '')`,
    `rfb_cnae_section(cnae) AS CASE ${sectionCase} END`,
  ];
  for (const macro of macros) await connection.run(`CREATE OR REPLACE TEMP MACRO ${macro}`);
}
