// Name normalisation shared by the derived token tables (built in SQL) and the search terms (in
// TypeScript): strip accents, turn every run of non-alphanumerics into a space, upper-case, split,
// drop 1-character tokens and a short stop-list of legal-form and linking words (the list and the word
// rules are in packages/contracts/src/name-words.ts).
// The SQL expression and the TypeScript function must agree; test/query/text-tokens.test.ts checks it.

import { isIndexedToken, nameWords, STOP_WORDS } from '@prospecta/contracts/name-words';

// The rules live in the contracts, so the search screen can say which words of a term are ignored.
export {
  isIndexedToken,
  nameWords,
  STOP_WORDS,
  type TermWords,
  termWords,
} from '@prospecta/contracts/name-words';

/** The tokens the index holds for a name. */
export function nameTokens(value: string | null): string[] {
  return value === null ? [] : [...new Set(nameWords(value).filter(isIndexedToken))];
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
