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

export function checkCnpjEntries(text: string): CnpjEntryCheck[] {
  const seen = new Set<string>();
  const out: CnpjEntryCheck[] = [];
  for (const raw of text.split(/[\n,;\s]+/)) {
    const input = raw.trim();
    if (!input) continue;
    const normalized = normalizeDocument(input);
    if (!normalized || seen.has(normalized)) continue;
    seen.add(normalized);
    const reason = reasonFor(normalized);
    out.push({ input, normalized, valid: reason === null, reason });
  }
  return out;
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
