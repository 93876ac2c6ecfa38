// An empty or blank stored token is no session, for every reader (the guards through useSessionToken, the
// client and its 401 handling through getSession): the user is sent to the login, not left on a broken screen.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decideAccess } from '@/lib/access-rules';
import { EXPIRES_AT_KEY, getSession, getToken, REFRESH_TOKEN_KEY, TOKEN_KEY } from '@/lib/auth-storage';
import { MemoryStorage } from '@/testing/memory-storage';

describe('the stored session', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ['no token', null],
    ['an empty token', ''],
    ['a blank token', '  '],
  ])('%s is signed out', (_case, token) => {
    if (token !== null) storage.setItem(TOKEN_KEY, token);
    storage.setItem(REFRESH_TOKEN_KEY, 'r');
    expect(getToken()).toBeNull();
    expect(getSession()).toBeNull();
    expect(decideAccess('search', getToken() !== null, { status: 'pending' })).toBe('login');
  });

  it('a token is a session', () => {
    storage.setItem(TOKEN_KEY, 'abc');
    storage.setItem(REFRESH_TOKEN_KEY, 'r');
    storage.setItem(EXPIRES_AT_KEY, '1700000000000');
    expect(getToken()).toBe('abc');
    expect(getSession()).toEqual({ token: 'abc', refreshToken: 'r', expiresAt: 1700000000000 });
  });
});
