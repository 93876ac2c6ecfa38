// The one place a company's data takes the staff's corrections: a full record (the consult, a list's company
// page) through `withCorrections`, the rows of a search page, a list's table and an export's batches through
// `withRowCorrections` (one query for all their CNPJs). The rest are the pure rules: what a field shows, and
// how a correction is kept in its text column.
import { CORRECTION_FIELDS, type CorrectionField } from '@prospecta/contracts/admin-companies-api';
import type { CompanyDetail } from '@prospecta/contracts/search-company';
import type { Phone } from '@prospecta/contracts/search-result';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Executor } from '@/db/client.ts';
import { type CorrectionRow, latestCorrections } from './company-corrections.repository.ts';

/**
 * The fields of a company record a correction replaces. A search row has no LinkedIn nor shared-contact
 * counts: the counts are reset only where the record has them.
 */
export type Correctable = Pick<CompanyDetail, 'site' | 'email' | 'telefones'> & {
  linkedin?: string | null;
  telefone_compartilhado?: number;
  email_compartilhado?: number;
};

/** A correction in force: a value or nothing at all (`remove`). */
export type ActiveCorrection = CorrectionRow & { action: 'set' | 'remove'; field: CorrectionField };

export const isCorrectionField = (field: string): field is CorrectionField =>
  (CORRECTION_FIELDS as readonly string[]).includes(field);

/** A field's values as a column keeps them: phones joined by commas, null for none. */
export const encodeValues = (values: readonly string[]): string | null =>
  values.length === 0 ? null : values.join(',');
export const decodeValues = (value: string | null): string[] => (value ? value.split(',') : []);

/** A corrected phone's line type; null when libphonenumber's full metadata does not know it as Brazilian. */
export function phoneOf(numero: string): Phone | null {
  const phone = parsePhoneNumberFromString(numero, 'BR');
  if (phone?.country !== 'BR' || !phone.isValid()) return null;
  return { numero, tipo: phone.getType() === 'MOBILE' ? 'celular' : 'fixo' };
}

/** What customers see of a field, as values: none, one, or the phones' numbers. */
export function valuesOf(company: Correctable, field: CorrectionField): string[] {
  if (field === 'telefones') return company.telefones.map((p) => p.numero);
  const value = company[field];
  return value ? [value] : [];
}

/** The newest row of each field, when it is a correction in force (an `undo` row puts the registry's back). */
export function activeCorrections(rows: readonly CorrectionRow[]): ActiveCorrection[] {
  return rows.filter((row): row is ActiveCorrection => row.action !== 'undo' && isCorrectionField(row.field));
}

/**
 * The record with the corrections in force. A corrected e-mail or phone list is no longer the one the registry
 * counted on other companies, so its "shared with N companies" count is dropped.
 */
export function applyCorrections<T extends Correctable>(
  company: T,
  corrections: readonly ActiveCorrection[],
): T {
  const result: T = { ...company };
  for (const c of corrections) {
    const [first = null] = decodeValues(c.value);
    if (c.field === 'site') result.site = first;
    // A search row has no LinkedIn: given one, it is dropped by the answer's schema.
    if (c.field === 'linkedin') result.linkedin = first;
    if (c.field === 'email') {
      result.email = first;
      if ('email_compartilhado' in result) result.email_compartilhado = 0;
    }
    if (c.field === 'telefones') {
      result.telefones = decodeValues(c.value).map((numero) => phoneOf(numero) ?? { numero, tipo: 'fixo' });
      if ('telefone_compartilhado' in result) result.telefone_compartilhado = 0;
    }
  }
  return result;
}

/** The company as customers see it: the registry's record with the staff's corrections of its CNPJ. */
export async function withCorrections<T extends Correctable & { cnpj: string }>(
  db: Executor,
  company: T,
): Promise<T> {
  return applyCorrections(company, activeCorrections(await latestCorrections(db, [company.cnpj])));
}

/**
 * Registry rows (a search page, a list's table, an export batch) with the corrections of their CNPJs, read in
 * one query; rows without a correction are returned as they are.
 */
export async function withRowCorrections<T extends Correctable & { cnpj: string }>(
  db: Executor,
  rows: readonly T[],
): Promise<T[]> {
  if (rows.length === 0) return [];
  const byCnpj = new Map<string, ActiveCorrection[]>();
  for (const c of activeCorrections(await latestCorrections(db, [...new Set(rows.map((r) => r.cnpj))])))
    byCnpj.set(c.cnpj, [...(byCnpj.get(c.cnpj) ?? []), c]);
  return rows.map((row) => {
    const corrections = byCnpj.get(row.cnpj);
    return corrections ? applyCorrections(row, corrections) : row;
  });
}

/** `withRowCorrections` over rows keyed by CNPJ (`rowsOf`'s answer). */
export async function withRowMapCorrections<T extends Correctable & { cnpj: string }>(
  db: Executor,
  rows: Map<string, T>,
): Promise<Map<string, T>> {
  const corrected = await withRowCorrections(db, [...rows.values()]);
  return new Map(corrected.map((row) => [row.cnpj, row]));
}
