// Value rules of spec §5 "Search query building": bounds, dates, CEPs, text and CNPJ/CPF lists.
// Pure helpers of query-rules.ts; each reports what it dropped as a QueryIssue (pt-BR message).
import { cnpjCheckDigits, isValidCnpj, isValidCpf, normalizeDocument } from './cnpj.ts';
import { echoed } from './errors.ts';

export type QueryIssueCode =
  | 'invalid_cnpj'
  | 'invalid_cpf'
  | 'cpf_not_searchable'
  | 'incomplete_range'
  | 'inverted_range'
  | 'out_of_bounds'
  | 'invalid_number'
  | 'incomplete_date'
  | 'invalid_date'
  | 'invalid_date_field'
  | 'invalid_cep'
  | 'employee_filter_conflict'
  | 'pending_filter'
  | 'forced_by_role'
  | 'invalid_query';

export interface QueryIssue {
  code: QueryIssueCode;
  /** DSL path ("where.nu_cnpj") or filter id of what the issue is about. */
  field: string;
  /** The offending entry, when there is one. */
  value?: string;
  message: string;
}

/** Blank text: the one kind of list item spec §5 drops ("empty entries"). */
export const isBlankText = (value: unknown): boolean => typeof value === 'string' && value.trim() === '';

/**
 * Empty in the sense of spec §5: undefined, null, blank text, a list of nothing but blank text (or of
 * nothing), an object whose values are all undefined, null or blank (a range of two empty bounds). Not
 * recursive: `[null]`, `[[]]` or `[{}]` are values of the wrong type for the field's schema to refuse, not
 * "no filter" (a search answering the whole base for them looked like a filter applied).
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isBlankText);
  if (typeof value === 'object')
    return Object.values(value).every((v) => v === undefined || v === null || isBlankText(v));
  return false;
}

/**
 * A range bound as a number: numbers as they are; text in pt-BR ("1.500,75") or plain ("1500.75");
 * "+500" is the employee sentinel. Empty → null; not a number → NaN.
 */
export function parseBound(value: unknown, sentinel?: number): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim().replace(/\s/g, '');
  if (text === '') return null;
  if (text === '+500' && sentinel !== undefined) return sentinel;
  const plain = text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

/**
 * A date as `YYYY-MM-DD`: accepted as is when it is a real date, converted from `DD/MM/YYYY` or
 * `DD-MM-YYYY`; null when it is neither.
 */
export function toIsoDate(value: string): string | null {
  const text = value.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const br = /^(\d{2})[/-](\d{2})[/-](\d{4})$/.exec(text);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : br ? [br[3], br[2], br[1]] : [];
  if (!y || !m || !d) return null;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  const out = `${y}-${m}-${d}`;
  return date.toISOString().slice(0, 10) === out ? out : null;
}

/** CEP with every non-alphanumeric character stripped (spec §5). */
export function stripCep(value: string): string {
  return value.replace(/[^0-9a-zA-Z]/g, '');
}

/** Text sent in match / match_either: trimmed, inner spaces collapsed, upper-cased (spec §5). */
export function upperText(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** Splits a typed list on commas, semicolons and line breaks; blank items dropped. */
export function splitList(value: string): string[] {
  return value
    .split(/[,;\n]/)
    .map((v) => v.trim())
    .filter(Boolean);
}

export interface DocumentListResult {
  /** Valid CNPJs, normalised (14 characters), deduplicated, in input order. */
  cnpjs: string[];
  /** Valid CPFs (11 digits), deduplicated: the DSL searches CNPJs only, so they are reported, not sent. */
  cpfs: string[];
  issues: QueryIssue[];
}

/**
 * Whether the search box's text is searched (spec §5's "with a search term" rules): a mistyped CNPJ is not
 * (the search runs without it and says why), so it changes no exclusive option either.
 */
export function searchesTerm(term: string): boolean {
  if (term.trim() === '') return false;
  const cnpj = cnpjOfTerm(term);
  return !(cnpj && 'issue' in cnpj);
}

/**
 * The search box reads "Nome da empresa ou CNPJ": a term written as a CNPJ ("28.828.587/0001-40",
 * "28828587000140", " 28 828 587 0001 40 ", an alphanumeric one) is that CNPJ, not words of a name. Made of
 * letters, digits and the separators people paste (spaces, dots, slashes, dashes, underscores, mixed) and,
 * stripped of them, 12 letters or digits then 2 digits, it is a CNPJ when its check digits hold, and a
 * mistyped one (an issue) when it is all digits or written with a CNPJ's "/"; anything else
 * ("COMERCIO 2024") stays a name. With spaces inside, only digits make a CNPJ: words with letters are a
 * name ("SUPERMERCADO 10" is never read as an alphanumeric CNPJ). Eight digits are a CNPJ's root: its head
 * office.
 */
export function cnpjOfTerm(term: string): { cnpj: string } | { issue: QueryIssue } | null {
  const text = term.trim();
  // A CNPJ's root (its first 8 digits, "82.930.515", "82 930 515" or "82930515"), as sellers often have it:
  // the company's head office (order 0001), whose page lists its branches.
  if (/^\d{2}[\s./_-]*\d{3}[\s./_-]*\d{3}$/.test(text)) {
    const base = `${text.replace(/\D/g, '')}0001`;
    return { cnpj: `${base}${cnpjCheckDigits(base)}` };
  }
  if (!/^[0-9A-Za-z\s./\\_-]+$/.test(text)) return null;
  const doc = normalizeDocument(text);
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(doc)) return null;
  if (/\s/.test(text) && !/^[0-9]+$/.test(doc)) return null;
  if (isValidCnpj(doc)) return { cnpj: doc };
  if (!/^[0-9]+$/.test(doc) && !text.includes('/')) return null;
  return {
    issue: {
      code: 'invalid_cnpj',
      field: 'term',
      value: text,
      message: `CNPJ inválido: ${text} (confira os dígitos)`,
    },
  };
}

/**
 * A pasted CNPJ list (spec §5): every entry stripped of non-alphanumerics and deduplicated; a CNPJ
 * needs 14 characters, not one repeated digit, and its check digits; a CPF (11 digits) must not be all
 * zeros (nor one repeated digit) and needs its check digits. Bad entries come back as issues.
 */
export function cleanDocumentList(entries: readonly unknown[], field: string): DocumentListResult {
  const cnpjs: string[] = [];
  const cpfs: string[] = [];
  const issues: QueryIssue[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    if (typeof entry !== 'string' && typeof entry !== 'number') {
      // null, a list, an object: not a document at all (only blank text counts as an empty entry).
      issues.push({ code: 'invalid_cnpj', field, message: 'CNPJ: informe CNPJs como texto' });
      continue;
    }
    const doc = normalizeDocument(String(entry));
    if (doc === '' || seen.has(doc)) continue;
    seen.add(doc);
    if (doc.length === 14) {
      if (isValidCnpj(doc)) cnpjs.push(doc);
      else
        issues.push({
          code: 'invalid_cnpj',
          field,
          value: echoed(entry),
          message: `CNPJ inválido: ${echoed(entry)}`,
        });
    } else if (/^\d{11}$/.test(doc)) {
      if (isValidCpf(doc)) {
        cpfs.push(doc);
        issues.push({
          code: 'cpf_not_searchable',
          field,
          value: echoed(entry),
          message: `CPF ${echoed(entry)} ignorado: a lista aceita apenas CNPJs`,
        });
      } else
        issues.push({
          code: 'invalid_cpf',
          field,
          value: echoed(entry),
          message: `CPF inválido: ${echoed(entry)}`,
        });
    } else {
      issues.push({
        code: 'invalid_cnpj',
        field,
        value: echoed(entry),
        message: `CNPJ inválido: ${echoed(entry)} (um CNPJ tem 14 caracteres)`,
      });
    }
  }
  return { cnpjs, cpfs, issues };
}
