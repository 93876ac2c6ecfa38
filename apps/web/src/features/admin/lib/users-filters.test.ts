import { describe, expect, it } from 'vitest';
import {
  changeUsersFilters,
  EMPTY_USERS_FILTERS,
  hasUsersFilters,
  pageCount,
  readAccountTab,
  readOpenAccount,
  readUsersFilters,
  usersOfCsHref,
  usersRequest,
  usersSummary,
  writeAccountTab,
  writeOpenAccount,
  writeUsersFilters,
} from './users-filters';

const params = (query: string) => new URLSearchParams(query);

describe('readUsersFilters', () => {
  it.each([
    ['', EMPTY_USERS_FILTERS],
    [
      'q=demo.prospecta.dev&roles=owner,manager&status=disabled&types=active,test&page=3',
      {
        search: 'demo.prospecta.dev',
        roles: ['owner', 'manager'],
        status: 'disabled',
        accountTypes: ['active', 'test'],
        cs: '',
        page: 3,
      },
    ],
    // Unknown values are dropped, repeated ones kept once, in the catalogue's order.
    [
      'roles=chefe,user,owner,user&types=gold&status=todos&page=-2',
      { ...EMPTY_USERS_FILTERS, roles: ['owner', 'user'] },
    ],
    ['page=2.5&q=%20%20ana%20', { ...EMPTY_USERS_FILTERS, search: 'ana' }],
  ])('reads %j', (query, expected) => {
    expect(readUsersFilters(params(query))).toEqual(expected);
  });
});

describe('writeUsersFilters', () => {
  it('leaves defaults out and keeps other parameters', () => {
    expect(writeUsersFilters(params('account=a1&q=old&page=4'), EMPTY_USERS_FILTERS).toString()).toBe(
      'account=a1',
    );
  });

  it('round-trips every filter through the URL', () => {
    const filters = {
      search: 'ana@empresa.com',
      roles: ['admin' as const, 'prospector' as const],
      status: 'active' as const,
      accountTypes: ['free' as const],
      cs: 'none',
      page: 2,
    };
    const written = writeUsersFilters(params(''), filters);
    expect(written.toString()).toBe(
      'q=ana%40empresa.com&roles=admin%2Cprospector&status=active&types=free&cs=none&page=2',
    );
    expect(readUsersFilters(written)).toEqual(filters);
  });

  it('keeps a CS filter only when it is a staff id or none', () => {
    const id = '3f1c2b8e-9d4a-4c7e-8b21-5a6d7e8f9a0b';
    expect(readUsersFilters(params(`cs=${id}`)).cs).toBe(id);
    expect(readUsersFilters(params('cs=ana')).cs).toBe('');
    expect(usersRequest({ ...EMPTY_USERS_FILTERS, cs: id })).toMatchObject({ cs_user_id: id });
    expect(usersRequest(EMPTY_USERS_FILTERS)).not.toHaveProperty('cs_user_id');
    // The report's portfolio: every account type but Prospecta's own and the cancelled.
    expect(usersOfCsHref(null)).toBe('/admin?types=free%2Cactive%2Csuspended%2Cmigrated%2Ctest&cs=none');
    expect(readUsersFilters(new URL(usersOfCsHref(id), 'http://x').searchParams)).toMatchObject({
      cs: id,
      accountTypes: ['free', 'active', 'suspended', 'migrated', 'test'],
    });
  });
});

describe('changeUsersFilters', () => {
  it('goes back to page 1 on a filter change and keeps the filters on a page change', () => {
    const current = { ...EMPTY_USERS_FILTERS, search: 'ana', page: 5 };
    expect(changeUsersFilters(current, { status: 'active' })).toEqual({
      ...current,
      status: 'active',
      page: 1,
    });
    expect(changeUsersFilters(current, { page: 2 })).toEqual({ ...current, page: 2 });
  });
});

describe('hasUsersFilters', () => {
  it.each([
    [EMPTY_USERS_FILTERS, false],
    [{ ...EMPTY_USERS_FILTERS, page: 3 }, false],
    [{ ...EMPTY_USERS_FILTERS, search: 'x' }, true],
    [{ ...EMPTY_USERS_FILTERS, status: 'disabled' as const }, true],
    [{ ...EMPTY_USERS_FILTERS, accountTypes: ['test' as const] }, true],
  ])('%j → %s', (filters, expected) => {
    expect(hasUsersFilters(filters)).toBe(expected);
  });
});

describe('usersRequest', () => {
  it('maps the filters to the API body; "Todos" sends no status', () => {
    expect(usersRequest({ ...EMPTY_USERS_FILTERS, search: ' ana ', roles: ['user'], page: 2 })).toEqual({
      name_or_email: 'ana',
      roles: ['user'],
      status: [],
      type_account: [],
      page: 2,
    });
    expect(
      usersRequest({ ...EMPTY_USERS_FILTERS, status: 'disabled', accountTypes: ['free'] }),
    ).toMatchObject({ status: ['disabled'], type_account: ['free'] });
  });
});

describe('the open account', () => {
  it('is read from and written to its own parameter', () => {
    expect(readOpenAccount(params('q=x'))).toBeNull();
    const opened = writeOpenAccount(params('q=x'), 'acc-1');
    expect(readOpenAccount(opened)).toBe('acc-1');
    expect(writeOpenAccount(opened, null).toString()).toBe('q=x');
  });

  it('keeps its tab in the address ("Créditos" by default), gone with the drawer', () => {
    expect(readAccountTab(params('account=acc-1'))).toBe('credits');
    expect(readAccountTab(params('account=acc-1&aba=nada'))).toBe('credits');
    const onPlan = writeAccountTab(params('account=acc-1'), 'plan');
    expect(onPlan.toString()).toBe('account=acc-1&aba=plano');
    expect(readAccountTab(onPlan)).toBe('plan');
    expect(readAccountTab(params('account=acc-1&aba=contato'))).toBe('contact');
    expect(writeAccountTab(onPlan, 'credits').toString()).toBe('account=acc-1');
    expect(writeOpenAccount(onPlan, null).toString()).toBe('');
  });
});

describe('pageCount and usersSummary', () => {
  it.each([
    [0, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [42, 10, 5],
  ])('%i items of %i a page → %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });

  it.each([
    [42, 7, '42 usuários em 7 contas'],
    [1, 1, '1 usuário em 1 conta'],
    [0, 0, '0 usuários em 0 contas'],
    [1234, 2, '1.234 usuários em 2 contas'],
  ])('%i users in %i accounts → %s', (users, accounts, text) => {
    expect(usersSummary(users, accounts)).toBe(text);
  });
});

describe('closing the account', () => {
  it("drops the drawer's own parameters and keeps the filters", () => {
    const params = new URLSearchParams('q=ana&account=a1&grouping=day');
    expect(writeOpenAccount(params, null).toString()).toBe('q=ana');
  });
});
