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

/** The usual CNPJ of a root's head office (order 0001). */
export function headOfficeCnpj(root: string): string {
  const base = `${root}0001`;
  return `${base}${cnpjCheckDigits(base)}`;
}
