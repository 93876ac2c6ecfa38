// The one place a company's answer takes the staff's corrections: the consult (search's company page) and a
// list's company page both call `withCorrections` on the registry's record. The rest are the pure rules: what
// a field shows, and how a correction is kept in its text column.
import { CORRECTION_FIELDS, type CorrectionField } from '@prospecta/contracts/admin-companies-api';
import type { CompanyDetail } from '@prospecta/contracts/search-company';
import type { Phone } from '@prospecta/contracts/search-result';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Executor } from '@/db/client.ts';
import { type CorrectionRow, latestCorrections } from './company-corrections.repository.ts';

/** The fields of a company record a correction replaces. */
export type Correctable = Pick<CompanyDetail, 'site' | 'email' | 'telefones' | 'linkedin'> & {
  telefone_compartilhado: number;
  email_compartilhado: number;
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
    if (c.field === 'linkedin') result.linkedin = first;
    if (c.field === 'email') {
      result.email = first;
      result.email_compartilhado = 0;
    }
    if (c.field === 'telefones') {
      result.telefones = decodeValues(c.value).map((numero) => phoneOf(numero) ?? { numero, tipo: 'fixo' });
      result.telefone_compartilhado = 0;
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
