// How a company-name term is read from the token postings, decided before compiling from token_counts
// (token → postings, derived-tables.ts), so the compiler stays pure:
// - `token`: the term is one token (one word, or a last-word prefix only one token starts with). Its
//   postings hold each establishment once and are stored best first (quality desc, id), so a default-order
//   page is their head, and a frequent token's total, summary and facets come from token_cube.
// - `prefix`: several tokens start with the last word: the biggest one's postings, plus the others'
//   made distinct by id (an establishment may hold two of them).
// - `words`: several words: the rarest word's postings, filtered by the other words.
// - `none`: a word no name holds, or no usable word.

import { PREFIX_END } from './compile-text.ts';
import type { ConnectionPool } from './connection-pool.ts';
import { num, str } from './result-rows.ts';
import { termWords } from './text-tokens.ts';

export type TermPlan =
  | { kind: 'none' }
  | { kind: 'token'; token: string }
  | { kind: 'prefix'; top: string; prefix: string }
  | { kind: 'words'; driver: string };

export async function planNameTerm(pool: ConnectionPool, term: string): Promise<TermPlan> {
  const { exact, prefix } = termWords(term);
  if (exact.length === 0 && prefix === null) return { kind: 'none' };
  const parts: string[] = [];
  const params: string[] = [];
  if (exact.length > 0) {
    parts.push(
      `SELECT 0 AS part, token, n, 1 AS tokens FROM token_counts WHERE token IN (${exact.map(() => '?').join(', ')})`,
    );
    params.push(...exact);
  }
  if (prefix !== null) {
    parts.push(`SELECT 1 AS part, arg_max(token, n) AS token, max(n) AS n, count(*) AS tokens FROM token_counts
        WHERE token >= ? AND token < ?`);
    params.push(prefix, prefix + PREFIX_END);
  }
  const rows = await pool.rows(parts.join(' UNION ALL '), params);
  const words = rows.filter((r) => r.part === 0);
  const range = rows.find((r) => r.part === 1);
  if (words.length < exact.length || (prefix !== null && !(num(range?.tokens) ?? 0))) return { kind: 'none' };
  if (exact.length === 0) {
    const top = str(range?.token) ?? '';
    return num(range?.tokens) === 1
      ? { kind: 'token', token: top }
      : { kind: 'prefix', top, prefix: prefix ?? '' };
  }
  const rarest = [...words].sort((a, b) => (num(a.n) ?? 0) - (num(b.n) ?? 0))[0];
  const driver = str(rarest?.token) ?? '';
  return exact.length === 1 && prefix === null ? { kind: 'token', token: driver } : { kind: 'words', driver };
}
