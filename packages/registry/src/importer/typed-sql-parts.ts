// Building blocks of the typed SELECTs (typed-selects.ts, typed-establishments.ts). Each kind is written
// in layers over the CSV reader (each layer a SELECT *, … over the previous one) so a value shared by a
// typed column and a quirk (a trimmed text, a parsed date, a phone's kind, the valid secondary CNAEs) is
// computed once. The per-row quirk counts are packed into `q` (typed-rows.ts). The macros (rfb_*) are
// those of normalise-macros.ts.

export type KindSql = {
  /** Row is kept (its CNPJ root can be read); the others are counted and dropped. Over the last layer. */
  valid: string;
  /** Columns added by each layer, in order; a layer sees the raw columns and every earlier layer. */
  layers: string[][];
  typed: string[];
  /** Quirk name → per-row count (over the last layer); `wide` ones get their own column. */
  quirks: Array<{ name: string; sql: string; wide?: boolean }>;
};

/** trim(column), cheap when there is nothing to trim (normalise-macros.ts). */
export const T = (column: string) => `rfb_trim(${column})`;
export const flag = (sql: string) => `coalesce(${sql}, false)::INTEGER`;
export const sum = (parts: string[]) => parts.join(' + ');

/** Trimmed raw CNPJ root (first layer) and its valid/padded forms. */
export const BASICO_T = (column: string) => `upper(${T(column)}) AS bas_t`;
export const VALID_BASICO = `regexp_full_match(bas_t, '[0-9A-Z]{1,8}')`;
export const BASICO = `lpad(bas_t, 8, '0')`;

/** First layer of a raw date column `c`: its trimmed text. */
export const dateL1 = (c: string) => `${T(c)} AS ${c}_t`;
/**
 * Second layer: the parsed timestamp of an 8-character value. '00000000' (the RFB's null, most of the Simples
 * exclusion and MEI dates) is skipped before parsing: a failed try_strptime costs about 7× a successful one.
 */
export const dateL2 = (c: string) =>
  `CASE WHEN length(${c}_t) = 8 AND ${c}_t <> '00000000' THEN try_strptime(${c}_t, '%Y%m%d') END AS ${c}_p`;
export const dateOf = (c: string, year: number) =>
  `CASE WHEN year(${c}_p) BETWEEN 1900 AND ${year} THEN ${c}_p::DATE END`;
export const dateQuirks = (columns: string[], year: number) => [
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
