// CNPJ and CPF: one implementation for the web app, the API, the importer and the generator.
// Alphanumeric CNPJs (RFB, from July 2026): the first 12 characters may be 0-9 or A-Z; a character's
// value is its ASCII code minus 48, and the two check digits stay numeric.

const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** Strips everything but letters and digits and upper-cases: "12.abc.345/01de-35" → "12ABC34501DE35". */
export function normalizeDocument(value: string): string {
  return value.replace(/[^0-9a-zA-Z]/g, '').toUpperCase();
}

function checkDigit(base: string, weights: number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) {
    sum += (base.charCodeAt(i) - 48) * (weights[i] ?? 0);
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The two check digits for a 12-character CNPJ base (numeric or alphanumeric). */
export function cnpjCheckDigits(base12: string): string {
  const first = checkDigit(base12, CNPJ_WEIGHTS_1);
  const second = checkDigit(`${base12}${first}`, CNPJ_WEIGHTS_2);
  return `${first}${second}`;
}

export function isValidCnpj(value: string): boolean {
  const cnpj = normalizeDocument(value);
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(cnpj)) return false;
  if (/^(\d)\1{13}$/.test(cnpj)) return false;
  return cnpj.slice(12) === cnpjCheckDigits(cnpj.slice(0, 12));
}

/** "12345678000195" → "12.345.678/0001-95"; anything that is not 14 characters is returned normalised. */
export function formatCnpj(value: string): string {
  const c = normalizeDocument(value);
  if (c.length !== 14) return c;
  return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
}

function cpfDigit(digits: string, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

export function cpfCheckDigits(base9: string): string {
  const first = cpfDigit(base9, 9);
  const second = cpfDigit(`${base9}${first}`, 10);
  return `${first}${second}`;
}

export function isValidCpf(value: string): boolean {
  const cpf = value.replace(/\D/g, '');
  if (!/^\d{11}$/.test(cpf)) return false;
  if (/^(\d)\1{10}$/.test(cpf)) return false;
  return cpf.slice(9) === cpfCheckDigits(cpf.slice(0, 9));
}

/** "12345678909" → "123.456.789-09". */
export function formatCpf(value: string): string {
  const c = value.replace(/\D/g, '');
  if (c.length !== 11) return c;
  return `${c.slice(0, 3)}.${c.slice(3, 6)}.${c.slice(6, 9)}-${c.slice(9)}`;
}
