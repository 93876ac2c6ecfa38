import { describe, expect, it } from 'vitest';
import { parseExpiresAt } from '@/lib/auth-storage';
import {
  offlineCacheKeys,
  pathToRemember,
  REFRESH_MARGIN_MS,
  redirectTargetAfterLogin,
  refreshDelay,
  shouldRefreshToken,
} from '@/lib/session-rules';

describe('pathToRemember', () => {
  it.each([
    ['/search/12', '', '/search/12'],
    ['/infosets/3/companies/9', '?page=2', '/infosets/3/companies/9?page=2'],
    ['/', '', '/'],
    ['/login', '', null],
    ['/login/', '?engage_link=x', null],
    ['/user/overview', '', null],
    ['/user/overview/', '', null],
    ['/user/password', '', '/user/password'],
    ['relative', '', null],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(pathToRemember(pathname, search)).toBe(expected);
  });
});

describe('redirectTargetAfterLogin', () => {
  it.each([
    [null, '/'],
    ['', '/'],
    ['/search?x=1', '/search?x=1'],
    ['//evil.example', '/'],
    ['https://evil.example', '/'],
    ['/user/overview', '/'],
    ['/admin', '/admin'],
  ])('%s → %s', (remembered, expected) => {
    expect(redirectTargetAfterLogin(remembered)).toBe(expected);
  });
});

describe('token refresh timing', () => {
  const now = 1_700_000_000_000;
  it.each([
    [null, false, null],
    [now + 60 * 60_000, false, 60 * 60_000 - REFRESH_MARGIN_MS],
    [now + REFRESH_MARGIN_MS + 1, false, 1],
    [now + REFRESH_MARGIN_MS, true, 0],
    [now - 1000, true, 0],
  ])('expires %s', (expiresAt, due, delay) => {
    expect(shouldRefreshToken(expiresAt, now)).toBe(due);
    expect(refreshDelay(expiresAt, now)).toBe(delay);
  });
});

describe('parseExpiresAt', () => {
  it.each([
    ['2026-01-01T00:00:00.000Z', Date.UTC(2026, 0, 1)],
    [1_767_225_600, 1_767_225_600_000],
    ['1767225600000', 1_767_225_600_000],
    ['', null],
    [null, null],
    ['not a date', null],
  ])('%s', (value, expected) => {
    expect(parseExpiresAt(value)).toBe(expected);
  });
});

describe('offlineCacheKeys', () => {
  it('keeps only our prefixed keys, never the session', () => {
    const keys = [
      'token',
      'refresh_token',
      'expires_at',
      'prospecta:filters',
      'prospecta:no-credits-warning',
      'other-app',
    ];
    expect(offlineCacheKeys(keys)).toEqual(['prospecta:filters', 'prospecta:no-credits-warning']);
  });
});
