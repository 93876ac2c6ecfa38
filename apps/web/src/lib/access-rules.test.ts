import { describe, expect, it } from 'vitest';
import { type AccessRule, decideAccess, decideLoginEntry, type UserState } from '@/lib/access-rules';

const user = (
  role: string,
  extra: { features?: string[]; show_speedmail_app?: boolean } = {},
): UserState => ({
  status: 'success',
  user: {
    role: role as 'user',
    features: extra.features ?? [],
    show_speedmail_app: extra.show_speedmail_app ?? false,
  },
});

describe('decideAccess', () => {
  it.each<[string, AccessRule, boolean, UserState, string]>([
    ['no token → login', 'signedIn', false, { status: 'pending' }, 'login'],
    ['no token on staff route → login', 'staff', false, user('admin'), 'login'],
    ['token is enough for signedIn', 'signedIn', true, { status: 'pending' }, 'allow'],
    ['staff waits for the user', 'staff', true, { status: 'pending' }, 'wait'],
    ['admin may open /admin', 'staff', true, user('admin'), 'allow'],
    ['customer_success may open /admin', 'staff', true, user('customer_success'), 'allow'],
    ['owner may not open /admin', 'staff', true, user('owner'), 'not_found'],
    ['owner may search', 'search', true, user('owner'), 'allow'],
    ['regular user may search', 'search', true, user('user'), 'allow'],
    ['prospector may not search', 'search', true, user('prospector'), 'not_found'],
    [
      'allow-listed prospector may search',
      'search',
      true,
      user('prospector', { features: ['prospector_search'] }),
      'allow',
    ],
    ['upgrade plans with the user', 'upgradePlans', true, user('user'), 'allow'],
    ['upgrade plans without the user', 'upgradePlans', true, { status: 'error' }, 'not_found'],
    ['speedmail hidden', 'speedmail', true, user('owner'), 'not_found'],
    ['speedmail shown', 'speedmail', true, user('owner', { show_speedmail_app: true }), 'allow'],
    ['user failed to load elsewhere → wait for logout', 'staff', true, { status: 'error' }, 'wait'],
  ])('%s', (_, rule, hasToken, state, expected) => {
    expect(decideAccess(rule, hasToken, state)).toBe(expected);
  });
});

describe('decideLoginEntry', () => {
  const base = { hasToken: false, engageLink: null, alreadyReloaded: false, remembered: null };
  it.each([
    [
      'signed in with engage_link',
      { hasToken: true, engageLink: 'abc 1' },
      { type: 'redirect', to: '/contratacao-client/abc%201' },
    ],
    ['engage_link while signed out is ignored', { engageLink: 'abc' }, { type: 'clear-and-reload' }],
    [
      'signed in goes back to the remembered path',
      { hasToken: true, remembered: '/search/7' },
      { type: 'redirect', to: '/search/7' },
    ],
    ['signed in without memory goes home', { hasToken: true }, { type: 'redirect', to: '/' }],
    [
      'staff without memory go to the admin area',
      { hasToken: true, isStaff: true },
      { type: 'redirect', to: '/admin' },
    ],
    [
      'staff go back to the remembered path',
      { hasToken: true, isStaff: true, remembered: '/search/7' },
      { type: 'redirect', to: '/search/7' },
    ],
    [
      'an invitation for someone else asks first',
      { hasToken: true, linkEmail: ' Nova@Cliente.com.br ', signedInEmail: 'owner@demo.prospecta.dev' },
      { type: 'other-user', linkEmail: 'Nova@Cliente.com.br', signedInEmail: 'owner@demo.prospecta.dev' },
    ],
    [
      'an invitation for the signed-in user goes in (case aside)',
      { hasToken: true, linkEmail: 'Owner@Demo.Prospecta.dev', signedInEmail: 'owner@demo.prospecta.dev' },
      { type: 'redirect', to: '/' },
    ],
    [
      'the signed-in user not read yet: no question',
      { hasToken: true, linkEmail: 'nova@cliente.com.br', signedInEmail: null },
      { type: 'redirect', to: '/' },
    ],
    [
      'an invitation while signed out shows the form',
      { alreadyReloaded: true, linkEmail: 'nova@cliente.com.br' },
      { type: 'show-form', clear: true },
    ],
    ['first visit clears and reloads', {}, { type: 'clear-and-reload' }],
    ['after the reload the form shows', { alreadyReloaded: true }, { type: 'show-form', clear: true }],
  ])('%s', (_, input, expected) => {
    expect(decideLoginEntry({ ...base, ...input })).toEqual(expected);
  });
});
