// Pasted CNPJ lists (spec §5): entries split on lines, commas, semicolons or tabs (and on spaces between whole
// CNPJs), stripped of non-alphanumerics, deduplicated and each one checked, with a reason for the bad ones.
import { isValidCnpj, isValidCpf, normalizeDocument } from '@prospecta/contracts/cnpj';
import { MAX_LIST_VALUES } from '@prospecta/contracts/search-values';

export type CnpjEntryCheck = { input: string; normalized: string; valid: boolean; reason: string | null };

function reasonFor(normalized: string): string | null {
  if (normalized.length === 14) {
    // A placeholder ("xx.xxx.xxx/xxxx-xx") or a word: letters only ever stand in the first 12 characters.
    if (!/\d/.test(normalized)) return 'Um CNPJ tem números, e este só tem letras';
    if (!/^\d{2}$/.test(normalized.slice(12))) return 'Os dois últimos caracteres de um CNPJ são números';
    if (/^(\d)\1{13}$/.test(normalized)) return 'CNPJ com todos os dígitos iguais';
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

/** A whole document on its own: 14 characters (a CNPJ) or 11 digits (a CPF, refused with its reason). */
function isWholeDocument(piece: string): boolean {
  const normalized = normalizeDocument(piece);
  return normalized.length === 14 || /^\d{11}$/.test(normalized);
}

/**
 * The entries of a pasted text: one per line, comma, semicolon or tab. Spaces split only between whole
 * documents ("11222333000181 11444777000161"); otherwise they are inside one entry, as in a CNPJ copied from a
 * PDF ("57 752 253 0001 39"), and normalizing strips them.
 */
export function splitCnpjEntries(text: string): string[] {
  const entries: string[] = [];
  for (const chunk of text.split(/[\r\n,;\t]+/)) {
    const pieces = chunk.trim().split(/\s+/).filter(Boolean);
    if (pieces.length > 1 && pieces.every(isWholeDocument)) entries.push(...pieces);
    else if (pieces.length > 0) entries.push(pieces.join(' '));
  }
  return entries;
}

export function checkCnpjList(text: string): CnpjListCheck {
  const seen = new Set<string>();
  const checks: CnpjEntryCheck[] = [];
  let repeated = 0;
  for (const input of splitCnpjEntries(text)) {
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

/** An entry the search box may hold as a document: digits and the separators people paste, or a whole
 * alphanumeric CNPJ written without spaces ("12.ABC.345/01DE-35"). Anything else is a word of a name. */
function looksLikeDocument(entry: string): boolean {
  if (/^[\d\s./\\_-]+$/.test(entry)) return /\d/.test(entry);
  return /^[0-9A-Za-z./\\_-]+$/.test(entry) && /^[0-9A-Z]{12}\d{2}$/.test(normalizeDocument(entry));
}

/**
 * Several CNPJs typed or pasted into the search box ("Nome da empresa ou CNPJ"), separated as a pasted list is
 * (lines, commas, semicolons, tabs, spaces between whole CNPJs): the list checked as the CNPJ list filter
 * checks it, for that filter. Null for one CNPJ (the box's own, `cnpjOfTerm`) and for a name: every entry must
 * look like a document and one at least be as long as a CPF, so "SUPERMERCADO 10, 20" and "2024, 2025" stay
 * names.
 */
export function termCnpjList(text: string): CnpjListCheck | null {
  const entries = splitCnpjEntries(text);
  if (entries.length < 2 || !entries.every(looksLikeDocument)) return null;
  if (!entries.some((entry) => normalizeDocument(entry).length >= 11)) return null;
  return checkCnpjList(text);
}

/** The CNPJs of a list added to those already applied, each once, in their order (the list's order is a sort). */
export function withCnpjs(applied: readonly string[], added: readonly string[]): string[] {
  return [...new Set([...applied, ...added])];
}

/**
 * Under the search box once several CNPJs typed or pasted there became the CNPJ list filter ("Buscar somente
 * estes CNPJs"): how many are searched, or that none was.
 */
export function termListText(searched: number): string {
  if (searched === 0) return 'Nenhum CNPJ válido: a lista não foi aplicada.';
  const cnpjs = searched === 1 ? 'CNPJ buscado' : 'CNPJs buscados';
  return `${searched.toLocaleString('pt-BR')} ${cnpjs} como lista, no filtro “Buscar somente estes CNPJs” (Dados avançados).`;
}

/** Said when a list holds more CNPJs than a query takes (`MAX_LIST_VALUES`): it is not applied. */
export function tooManyCnpjsText(valid: number): string {
  return `No máximo ${MAX_LIST_VALUES.toLocaleString('pt-BR')} CNPJs por lista (há ${valid.toLocaleString('pt-BR')} válidos): divida a lista em buscas menores.`;
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
