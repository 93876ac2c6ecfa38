// Pasted CNPJ lists (spec §5): entries split on lines, commas, semicolons or spaces, stripped of
// non-alphanumerics, deduplicated and each one checked, with a reason for the bad ones.
import { isValidCnpj, isValidCpf, normalizeDocument } from '@prospecta/contracts/cnpj';

export type CnpjEntryCheck = { input: string; normalized: string; valid: boolean; reason: string | null };

function reasonFor(normalized: string): string | null {
  if (normalized.length === 14) {
    if (/^(.)\1{13}$/.test(normalized)) return 'CNPJ com todos os dígitos iguais';
    return isValidCnpj(normalized) ? null : 'Dígitos verificadores do CNPJ não conferem';
  }
  if (normalized.length === 11 && /^\d+$/.test(normalized)) {
    if (normalized === '00000000000') return 'CPF inválido (onze zeros)';
    return isValidCpf(normalized)
      ? 'CPF válido, mas a busca aceita somente CNPJs'
      : 'Dígitos verificadores do CPF não conferem';
  }
  return `Um CNPJ tem 14 caracteres (este tem ${normalized.length})`;
}

/** A pasted list checked: each entry once, and how many entries repeated one before them (dropped). */
export type CnpjListCheck = { checks: CnpjEntryCheck[]; repeated: number };

export function checkCnpjList(text: string): CnpjListCheck {
  const seen = new Set<string>();
  const checks: CnpjEntryCheck[] = [];
  let repeated = 0;
  for (const raw of text.split(/[\n,;\s]+/)) {
    const input = raw.trim();
    if (!input) continue;
    const normalized = normalizeDocument(input);
    if (!normalized) continue;
    if (seen.has(normalized)) {
      repeated += 1;
      continue;
    }
    seen.add(normalized);
    const reason = reasonFor(normalized);
    checks.push({ input, normalized, valid: reason === null, reason });
  }
  return { checks, repeated };
}

export function checkCnpjEntries(text: string): CnpjEntryCheck[] {
  return checkCnpjList(text).checks;
}

/** The badges under the box: "2 válidos", "1 inválido", "1 repetido" (a repeated CNPJ is searched once). */
export function cnpjListCounts(list: CnpjListCheck): {
  valid: string;
  invalid: string | null;
  repeated: string | null;
} {
  const valid = list.checks.filter((c) => c.valid).length;
  const invalid = list.checks.length - valid;
  const count = (n: number, one: string, many: string) =>
    `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;
  return {
    valid: count(valid, 'válido', 'válidos'),
    invalid: invalid > 0 ? count(invalid, 'inválido', 'inválidos') : null,
    repeated: list.repeated > 0 ? count(list.repeated, 'repetido', 'repetidos') : null,
  };
}

export function validCnpjs(checks: readonly CnpjEntryCheck[]): string[] {
  return checks.filter((c) => c.valid).map((c) => c.normalized);
}

/** " N deles ficaram de fora…" when the settled total is under the CNPJs given (inactive, exported…). */
export function leftOutText(given: number, found: number | null): string {
  if (found === null || found >= given) return '';
  const out = given - found;
  return ` ${out.toLocaleString('pt-BR')} ${out === 1 ? 'deles ficou' : 'deles ficaram'} de fora pelos demais filtros ou pelas opções exclusivas (por exemplo, só empresas ativas ou ainda não exportadas).`;
}
