// The server's own pass over a client's query: the spec §5 building rules and the role rules, then the
// DSL validation. Whatever the client sent, a non-staff user searches active companies with e-mail or
// phone (only the active option with a search term), and a prospector needs an allow-listed account.
import type { Role } from '@prospecta/contracts/auth';
import type { ErrorItem } from '@prospecta/contracts/errors';
import { MESSAGES } from '@prospecta/contracts/errors';
import { parseSearchQuery, type SearchQuery } from '@prospecta/contracts/search-query';
import { HttpError } from '@/lib/http-error.ts';

export type SearchUserContext = { role: Role; isStaff: boolean };

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Empty strings, empty lists, empty objects and nulls say "not selected": drop them (spec §5). */
function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isEmpty);
  if (isObject(value)) return Object.values(value).every(isEmpty);
  return false;
}

function dropEmpty(section: unknown): unknown {
  if (!isObject(section)) return section;
  const kept = Object.entries(section)
    .filter(([, v]) => !isEmpty(v))
    .map(([k, v]) => [k, Array.isArray(v) ? v.filter((x) => !isEmpty(x)) : v]);
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

function dropEmptyList(list: unknown): unknown {
  if (!Array.isArray(list)) return list;
  const kept = list.filter((x) => !isEmpty(x));
  return kept.length > 0 ? kept : undefined;
}

const hasText = (search: Json) => isObject(search.match) || isObject(search.match_either);

/** Role rules on the (already cleaned) search body. */
function applyRoleRules(search: Json, ctx: SearchUserContext): Json {
  if (ctx.isStaff) return search;
  const where = isObject(search.where) ? { ...search.where } : {};
  where.ds_situacao_cnpj = ['ATIVA'];
  const next: Json = { ...search, where };
  if (!hasText(search)) {
    const hasAny = Array.isArray(search.has_any) ? (search.has_any as unknown[]) : [];
    next.has_any = [...new Set([...hasAny, 'email', 'telefone', 'celular'])];
  }
  return next;
}

function clean(raw: Json, ctx: SearchUserContext): Json {
  const search = isObject(raw.search) ? raw.search : {};
  const cleaned: Json = { ...search };
  for (const key of ['where', 'wherenot', 'match', 'match_either']) cleaned[key] = dropEmpty(search[key]);
  for (const key of ['exists', 'has_any', 'sort_by', 'aggregation_type'])
    cleaned[key] = dropEmptyList(search[key]);
  for (const key of Object.keys(cleaned)) if (cleaned[key] === undefined) delete cleaned[key];
  return { ...raw, search: applyRoleRules(cleaned, ctx) };
}

function issuesToErrors(issues: { path: PropertyKey[]; message: string }[]): ErrorItem[] {
  return issues.map((i) => ({ summary: i.path.map(String).join('.') || 'search', description: i.message }));
}

/** The query as it will run, or a 400 whose `errors` name every bad entry. */
export function normalizeForUser(raw: unknown, ctx: SearchUserContext): SearchQuery {
  if (!isObject(raw)) throw new HttpError(400, MESSAGES.invalidData);
  const parsed = parseSearchQuery(clean(raw, ctx));
  if (!parsed.success) {
    const errors = issuesToErrors(parsed.error.issues);
    throw new HttpError(
      400,
      errors.length === 1 && errors[0] ? errors[0].description : MESSAGES.invalidData,
      errors,
    );
  }
  return parsed.data;
}
