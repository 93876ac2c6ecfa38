// CNPJ → establishment id through cnpj_keys, stored by CNPJ key (zone maps find the row group). A list of
// CNPJs is matched on the integer key and the check digits instead of the text: resolving 600 CNPJs spread
// over a 10 M registry took 156 ms by text and 52 by key (the text column is decoded over every row group).
import { listValue } from '@duckdb/node-api';
import { cnpjCheckDigits, isValidCnpj, normalizeDocument } from '@prospecta/contracts/cnpj';
import type { ConnectionPool } from './connection-pool.ts';
import { num } from './result-rows.ts';
import { SqlParams } from './sql-builder.ts';

/** The value of one CNPJ character: '0'–'9' → 0–9, 'A'–'Z' → 10–35 (the order of the characters). */
const charValue = (i: number) =>
  `(CASE WHEN cnpj[${i}] <= '9' THEN ascii(cnpj[${i}]) - 48 ELSE ascii(cnpj[${i}]) - 55 END)::BIGINT`;

/** Where the keys of alphanumeric CNPJs start: above every 12-digit number. */
const ALPHANUMERIC_KEYS = 10n ** 12n;

/**
 * SQL for cnpj_keys.key over a `cnpj` column: the CNPJ's first 12 characters (its root and order; the check
 * digits follow from them) as a BIGINT — the 12-digit number of a numeric CNPJ (nearly all), and for an
 * alphanumeric one ALPHANUMERIC_KEYS plus its 12 characters in base 36, each character's value its order. So
 * the keys follow the text among numeric CNPJs and among alphanumeric ones, the alphanumeric ones after;
 * cnpj_keys is stored in that order and the importer breaks the establishments' ties by it (10 M wide rows
 * sorted in 15 s against 24 by the VARCHAR). `cnpjKey` is its twin.
 */
const numericHead = 'TRY_CAST(left(cnpj, 12) AS BIGINT)';
export const CNPJ_KEY_SQL = `CASE WHEN ${numericHead} IS NOT NULL THEN ${numericHead}
  ELSE ${ALPHANUMERIC_KEYS} + ${Array.from({ length: 12 }, (_, i) => `${charValue(i + 1)} * ${36n ** BigInt(11 - i)}`).join(' + ')} END`;

/** SQL for cnpj_keys.dv: the check digits as a number. */
export const CNPJ_DV_SQL = 'right(cnpj, 2)::UTINYINT';

/** A stored CNPJ: 12 digits or capital letters, then two check digits (what the importer keeps). */
const STORED_CNPJ = /^[0-9A-Z]{12}[0-9]{2}$/;

/** cnpj_keys' (key, dv) of a normalised CNPJ, or null when no stored CNPJ has that text. */
export function cnpjKey(cnpj: string): { key: bigint; dv: number } | null {
  if (!STORED_CNPJ.test(cnpj)) return null;
  const head = cnpj.slice(0, 12);
  const dv = Number(cnpj.slice(12));
  if (/^[0-9]+$/.test(head)) return { key: BigInt(head), dv };
  let key = 0n;
  for (const ch of head) key = key * 36n + BigInt(Number.parseInt(ch, 36));
  return { key: ALPHANUMERIC_KEYS + key, dv };
}

/**
 * A subquery selecting the ids of the given CNPJs (normalised; any text, unknown ones select nothing); its
 * two parameters, the keys and the check digits, are added to `p` (none when no text can be a CNPJ).
 */
export function cnpjIdsSql(cnpjs: readonly string[], p: SqlParams): string {
  const keys = cnpjs.map(cnpjKey).filter((k) => k !== null);
  // An empty list parameter has no item type to bind.
  if (keys.length === 0) return 'SELECT NULL::INTEGER AS id WHERE false';
  const keyList = p.add(listValue(keys.map((k) => k.key)), 'BIGINT[]');
  const dvList = p.add(listValue(keys.map((k) => k.dv)), 'UTINYINT[]');
  return `SELECT k.id FROM cnpj_keys k
    JOIN (SELECT unnest(${keyList}) AS key, unnest(${dvList}) AS dv) w ON k.key = w.key AND k.dv = w.dv`;
}

export async function idOfCnpj(pool: ConnectionPool, cnpj: string): Promise<number | null> {
  const normalized = normalizeDocument(cnpj);
  if (!isValidCnpj(normalized)) return null;
  const rows = await pool.rows('SELECT id FROM cnpj_keys WHERE cnpj = ?', [normalized]);
  const row = rows[0];
  return row === undefined ? null : num(row.id);
}

/** Establishment ids of the given CNPJs (any format; unknown ones absent). */
export async function idsOfCnpjs(pool: ConnectionPool, cnpjs: readonly string[]): Promise<number[]> {
  const wanted = [...new Set(cnpjs.map(normalizeDocument))];
  if (wanted.length === 0) return [];
  const p = new SqlParams();
  const rows = await pool.rows(cnpjIdsSql(wanted, p), p.values);
  return rows.map((row) => Number(row.id));
}

/** The usual CNPJ of a root's head office (order 0001). */
export function headOfficeCnpj(root: string): string {
  const base = `${root}0001`;
  return `${base}${cnpjCheckDigits(base)}`;
}
