// The admin users list's filters live in the URL (a reload or a shared link keeps them): one conversion each
// way, plus the request body the API takes.
import {
  ACCOUNT_DRAWER_TAB_SLUGS,
  type AccountDrawerTab,
  type AdminUsersRequest,
  NO_CS_FILTER,
} from '@prospecta/contracts/admin-api';
import { PORTFOLIO_ACCOUNT_TYPES } from '@prospecta/contracts/admin-reports-api';
import { ROLES, type Role } from '@prospecta/contracts/auth';
import { ACCOUNT_TYPES, type AccountType } from '@prospecta/contracts/user';
import { formatInteger } from '@/lib/format';
import { readPage } from '@/lib/url-params';

export const USERS_STATUS_FILTERS = ['all', 'active', 'disabled'] as const;
export type UsersStatusFilter = (typeof USERS_STATUS_FILTERS)[number];

export type UsersFilters = {
  search: string;
  roles: Role[];
  status: UsersStatusFilter;
  accountTypes: AccountType[];
  /** The accounts' CS owner: a staff member's id, `none` (NO_CS_FILTER) for accounts without one, '' for any. */
  cs: string;
  page: number;
};

export const EMPTY_USERS_FILTERS: UsersFilters = {
  search: '',
  roles: [],
  status: 'all',
  accountTypes: [],
  cs: '',
  page: 1,
};

const KEYS = {
  search: 'q',
  roles: 'roles',
  status: 'status',
  accountTypes: 'types',
  cs: 'cs',
  page: 'page',
} as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The open account's drawer: kept apart from the filters, so changing a filter leaves it open. */
const ACCOUNT_KEY = 'account';

/** Known values of a comma-separated parameter, once each, in the catalogue's order. */
function readList<T extends string>(value: string | null, known: readonly T[]): T[] {
  const given = new Set((value ?? '').split(','));
  return known.filter((item) => given.has(item));
}

/** A staff member's id or `none`; anything else (a typo in the address) is no filter. */
function readCs(value: string | null): string {
  return value === NO_CS_FILTER || (value !== null && UUID.test(value)) ? value : '';
}

/**
 * The users of a CS member's portfolio (`null`: of the accounts without one) as "Eficácia do CS" counts it: the
 * accounts of its types only (not Prospecta's own, not the cancelled).
 */
export function usersOfCsHref(csUserId: string | null): string {
  const filters = {
    ...EMPTY_USERS_FILTERS,
    cs: csUserId ?? NO_CS_FILTER,
    accountTypes: [...PORTFOLIO_ACCOUNT_TYPES],
  };
  return `/admin?${writeUsersFilters(new URLSearchParams(), filters).toString()}`;
}

export function readUsersFilters(params: URLSearchParams): UsersFilters {
  const status = params.get(KEYS.status);
  return {
    search: (params.get(KEYS.search) ?? '').trim().slice(0, 200),
    roles: readList(params.get(KEYS.roles), ROLES),
    status: status === 'active' || status === 'disabled' ? status : 'all',
    accountTypes: readList(params.get(KEYS.accountTypes), ACCOUNT_TYPES),
    cs: readCs(params.get(KEYS.cs)),
    page: readPage(params.get(KEYS.page)),
  };
}

/** The parameters with the filters written over them (defaults left out); other parameters stay. */
export function writeUsersFilters(params: URLSearchParams, filters: UsersFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const values: Record<keyof UsersFilters, string> = {
    search: filters.search.trim(),
    roles: filters.roles.join(','),
    status: filters.status === 'all' ? '' : filters.status,
    accountTypes: filters.accountTypes.join(','),
    cs: filters.cs,
    page: filters.page > 1 ? String(filters.page) : '',
  };
  for (const field of Object.keys(KEYS) as (keyof UsersFilters)[]) {
    if (values[field]) next.set(KEYS[field], values[field]);
    else next.delete(KEYS[field]);
  }
  return next;
}

/** A filter change goes back to page 1; a page change keeps the filters. */
export function changeUsersFilters(current: UsersFilters, patch: Partial<UsersFilters>): UsersFilters {
  return { ...current, page: 1, ...patch };
}

export function hasUsersFilters(filters: UsersFilters): boolean {
  return (
    filters.search !== '' ||
    filters.roles.length > 0 ||
    filters.status !== 'all' ||
    filters.accountTypes.length > 0 ||
    filters.cs !== ''
  );
}

export function usersRequest(filters: UsersFilters): AdminUsersRequest {
  return {
    name_or_email: filters.search.trim(),
    roles: filters.roles,
    status: filters.status === 'all' ? [] : [filters.status],
    type_account: filters.accountTypes,
    ...(filters.cs ? { cs_user_id: filters.cs } : {}),
    page: filters.page,
  };
}

export function readOpenAccount(params: URLSearchParams): string | null {
  return params.get(ACCOUNT_KEY) || null;
}

const ACCOUNT_TABS = Object.keys(ACCOUNT_DRAWER_TAB_SLUGS) as AccountDrawerTab[];
/** The drawer's tab in the address (`?aba=plano`), so a reload keeps it and an e-mail's link opens on it. */
const TAB_KEY = 'aba';

/** The open drawer's tab: "Créditos" unless the address names another. */
export function readAccountTab(params: URLSearchParams): AccountDrawerTab {
  const slug = params.get(TAB_KEY);
  return ACCOUNT_TABS.find((tab) => ACCOUNT_DRAWER_TAB_SLUGS[tab] === slug) ?? 'credits';
}

export function writeAccountTab(params: URLSearchParams, tab: AccountDrawerTab): URLSearchParams {
  const next = new URLSearchParams(params);
  if (tab === 'credits') next.delete(TAB_KEY);
  else next.set(TAB_KEY, ACCOUNT_DRAWER_TAB_SLUGS[tab]);
  return next;
}

/** The drawer's own parameters (its tab; its consumption's grouping, `lib/consumption.ts`): they go when it closes. */
const DRAWER_KEYS = [TAB_KEY, 'grouping'];

export function writeOpenAccount(params: URLSearchParams, accountId: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (accountId) next.set(ACCOUNT_KEY, accountId);
  else next.delete(ACCOUNT_KEY);
  if (!accountId) for (const key of DRAWER_KEYS) next.delete(key);
  return next;
}

export function pageCount(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1;
}

/** "42 usuários em 7 contas", "1 usuário em 1 conta". */
export function usersSummary(users: number, accounts: number): string {
  return `${formatInteger(users)} ${users === 1 ? 'usuário' : 'usuários'} em ${formatInteger(accounts)} ${
    accounts === 1 ? 'conta' : 'contas'
  }`;
}
