// CNPJ → establishment id through the CNPJ-sorted key table (zone maps find the row group).
import { cnpjCheckDigits, isValidCnpj, normalizeDocument } from '@prospecta/contracts/cnpj';
import type { ConnectionPool } from './connection-pool.ts';
import { num } from './result-rows.ts';

export async function idOfCnpj(pool: ConnectionPool, cnpj: string): Promise<number | null> {
  const normalized = normalizeDocument(cnpj);
  if (!isValidCnpj(normalized)) return null;
  const rows = await pool.rows('SELECT id FROM cnpj_keys WHERE cnpj = ?', [normalized]);
  const row = rows[0];
  return row === undefined ? null : num(row.id);
}

/** CNPJs resolved per statement (an IN list of 10 000 reads cnpj_keys in about 0.8 s at 72 M). */
const IDS_PER_STATEMENT = 10_000;

/** Establishment ids of the given CNPJs (any format; unknown ones absent). */
export async function idsOfCnpjs(pool: ConnectionPool, cnpjs: readonly string[]): Promise<number[]> {
  const wanted = [...new Set(cnpjs.map(normalizeDocument))];
  const ids: number[] = [];
  for (let i = 0; i < wanted.length; i += IDS_PER_STATEMENT) {
    const part = wanted.slice(i, i + IDS_PER_STATEMENT);
    const rows = await pool.rows(
      `SELECT id FROM cnpj_keys WHERE cnpj IN (${part.map(() => '?').join(', ')})`,
      part,
    );
    for (const row of rows) ids.push(Number(row.id));
  }
  return ids;
}

/** The usual CNPJ of a root's head office (order 0001). */
export function headOfficeCnpj(root: string): string {
  const base = `${root}0001`;
  return `${base}${cnpjCheckDigits(base)}`;
}
