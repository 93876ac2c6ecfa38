// The server's own pass over a client's query (never trust the client): the spec §5 building rules and
// the role rules of packages/contracts/src/query-rules.ts, then the DSL validation. What the rules
// would quietly drop because it is empty or "not selected" is dropped; what is plainly wrong (a bad
// CNPJ, an inverted or out-of-bounds range, a bad date or number, anything the DSL refuses) is a 400
// whose `errors` name every bad entry, so an API client learns why instead of getting other results.
import type { Role } from '@prospecta/contracts/auth';
import { type ErrorItem, MESSAGES } from '@prospecta/contracts/errors';
import { normalizeSearchQuery, type QueryIssue, type QueryIssueCode } from '@prospecta/contracts/query-rules';
import type { SearchQuery } from '@prospecta/contracts/search-query';
import { HttpError } from '@/lib/http-error.ts';

export type SearchUserContext = { role: Role; isStaff: boolean };

/** Issues that mean the client sent something wrong, as opposed to something empty. */
const REFUSED: ReadonlySet<QueryIssueCode> = new Set<QueryIssueCode>([
  'invalid_cnpj',
  'invalid_cpf',
  'inverted_range',
  'out_of_bounds',
  'invalid_number',
  'invalid_date',
  'invalid_date_field',
  'invalid_query',
]);

function refusal(issues: QueryIssue[]): HttpError {
  const errors: ErrorItem[] = issues.map((i) => ({ summary: i.field || 'search', description: i.message }));
  const message = errors.length === 1 && errors[0] ? errors[0].description : MESSAGES.invalidData;
  return new HttpError(400, message, errors);
}

/** The query as it will run for this user, or a 400 naming every bad entry. */
export function normalizeForUser(raw: unknown, ctx: SearchUserContext): SearchQuery {
  const result = normalizeSearchQuery(raw, {
    role: ctx.role,
    isStaff: ctx.isStaff,
    keepContactsOfCnpjSearch: true,
  });
  const refused = result.issues.filter((i) => REFUSED.has(i.code));
  if (!result.ok || refused.length > 0) throw refusal(refused.length > 0 ? refused : result.issues);
  return result.query;
}
