// Name normalisation shared by the derived token tables (built in SQL) and the search terms (in
// TypeScript): strip accents, turn every run of non-alphanumerics into a space, upper-case, split,
// drop 1-character tokens and a short stop-list of legal-form and linking words.
// The SQL expression and the TypeScript function must agree; test/query/text-tokens.test.ts checks it.

export const STOP_WORDS: readonly string[] = [
  'LTDA',
  'ME',
  'EPP',
  'EIRELI',
  'SA',
  'DE',
  'DA',
  'DO',
  'DAS',
  'DOS',
  'E',
  'EM',
];
const STOP_SET = new Set(STOP_WORDS);

/** Upper-cased, accent-free words of a name (before the stop-list and length rules). */
export function nameWords(value: string): string[] {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .toUpperCase()
    .split(' ')
    .filter((w) => w.length > 0);
}

export function isIndexedToken(word: string): boolean {
  return word.length >= 2 && !STOP_SET.has(word);
}

/** The tokens the index holds for a name. */
export function nameTokens(value: string | null): string[] {
  return value === null ? [] : [...new Set(nameWords(value).filter(isIndexedToken))];
}

export interface TermWords {
  /** Words that must equal a token. */
  exact: string[];
  /** The last word, matched as a token prefix; null when it was dropped. */
  prefix: string | null;
}

/**
 * Splits a search term: every word but the last must be an indexed token; the last one is a prefix,
 * dropped when shorter than 2 characters, or when it is a stop word after other words: "X SISTEMAS LTDA"
 * (a legal name pasted whole) and "CASA DE" (typing "CASA DE PAES") must find names whose LTDA and DE
 * the index left out (a stop word alone stays a prefix: "DE" may be typing "DECORACOES"). A term with no
 * usable word matches nothing.
 */
export function termWords(term: string): TermWords {
  const words = nameWords(term);
  const last = words.pop();
  const exact = [...new Set(words.filter(isIndexedToken))];
  const stopAfterWords = last !== undefined && exact.length > 0 && STOP_SET.has(last);
  const prefix = last !== undefined && last.length >= 2 && !stopAfterWords ? last : null;
  if (prefix !== null && exact.includes(prefix)) return { exact, prefix: null };
  return { exact, prefix };
}

/** Upper-cased, accent-free text of a column (the first half of the SQL twin of `nameWords`). */
const sqlNormalisedName = (column: string) => `upper(strip_accents(${column}))`;

/**
 * The words of an already normalised value (sqlNormalisedName): runs of other characters become
 * spaces. Most names hold only letters, digits and spaces, and a match test is cheaper than the
 * replacement (about 40 % of the word split's CPU at import).
 */
const sqlWordsOfNormalised = (u: string) =>
  `string_split(CASE WHEN regexp_full_match(${u}, '[A-Z0-9 ]*') THEN ${u} ELSE regexp_replace(${u}, '[^A-Z0-9]+', ' ', 'g') END, ' ')`;

/** The SQL twin of `nameWords` (empty strings included) for a column or expression. */
export function sqlNameWords(column: string): string {
  return sqlWordsOfNormalised(sqlNormalisedName(column));
}

export const SQL_STOP_LIST = STOP_WORDS.map((w) => `'${w}'`).join(', ');
