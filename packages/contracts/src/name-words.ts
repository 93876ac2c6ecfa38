// How a company name and a search term are split into words: shared by the registry (its token tables and
// the search of names, packages/registry/src/query/text-tokens.ts) and the search screen, which says which
// words of a term the search ignores. Strip accents, turn every run of non-alphanumerics into a space,
// upper-case, split; 1-character words and a short stop-list of legal-form and linking words are not indexed.

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

export function isStopWord(word: string): boolean {
  return STOP_SET.has(word);
}

export function isIndexedToken(word: string): boolean {
  return word.length >= 2 && !STOP_SET.has(word);
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

/**
 * What the search does with the words of a name term, for the screen to say it (lower case, accent-free):
 * - `ignored`: words left out (stop words, 1-character words), in the term's order, each once;
 * - `searched`: words the search uses;
 * - `loneStopWord`: the term is one stop word alone (or repeated) ("ltda", "de"): never found as a whole word (the index
 *   leaves it out), it is searched only as the start of a longer word ("de" finds "DECORAÇÕES").
 */
export interface TermWordsNotice {
  ignored: string[];
  searched: string[];
  loneStopWord: string | null;
}

export function termWordsNotice(term: string): TermWordsNotice {
  const words = nameWords(term);
  const { exact, prefix } = termWords(term);
  const used = new Set([...exact, ...(prefix === null ? [] : [prefix])]);
  const lower = (w: string) => w.toLowerCase();
  const ignored = [...new Set(words.filter((w) => !used.has(w)))].map(lower);
  const loneStopWord = exact.length === 0 && prefix !== null && STOP_SET.has(prefix) ? lower(prefix) : null;
  return { ignored, searched: loneStopWord ? [] : [...used].map(lower), loneStopWord };
}
