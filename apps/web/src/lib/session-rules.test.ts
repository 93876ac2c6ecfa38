import { describe, expect, it } from 'vitest';
import { parseExpiresAt } from '@/lib/auth-storage';
import {
  asLoginNotice,
  type LoginNotice,
  loginNoticesToShow,
  offlineCacheKeys,
  parseLoginNotices,
  pathToRemember,
  REFRESH_MARGIN_MS,
  redirectTargetAfterLogin,
  refreshDelay,
  shouldRefreshToken,
  withLoginNotice,
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

  it('keeps a link to a section of the screen (its hash), as an e-mail gives it', () => {
    expect(pathToRemember('/user/share-and-win', '', '#indicacoes')).toBe('/user/share-and-win#indicacoes');
    expect(redirectTargetAfterLogin('/user/share-and-win?page=2#indicacoes')).toBe(
      '/user/share-and-win?page=2#indicacoes',
    );
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

  it.each([
    [null, '/admin'],
    ['/user/overview', '/admin'],
    ['//evil.example', '/admin'],
    ['/search?x=1', '/search?x=1'],
    ['/', '/'],
  ])('staff: %s → %s (the admin area unless a path was remembered)', (remembered, expected) => {
    expect(redirectTargetAfterLogin(remembered, true)).toBe(expected);
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

describe('login notices (the toast that must survive the login screen’s reload)', () => {
  const changed: LoginNotice = {
    color: 'green',
    message: 'Senha alterada com sucesso. Entre com a nova senha.',
  };
  const ended: LoginNotice = {
    color: 'yellow',
    message: 'Sua sessão foi encerrada! Efetue login novamente para continuar!',
  };

  it('stores notices in order, each message once, and reads them back', () => {
    const once = withLoginNotice(null, changed);
    expect(parseLoginNotices(once)).toEqual([changed]);
    const twice = withLoginNotice(withLoginNotice(once, ended), changed);
    expect(parseLoginNotices(twice)).toEqual([ended, changed]);
  });

  it.each([
    null,
    '',
    'não é json',
    '{"color":"green"}',
    '[{"color":"blue","message":"x"}]',
    '[{"color":"red"}]',
  ])('reads %j as no notice', (raw) => {
    expect(parseLoginNotices(raw)).toEqual([]);
  });

  it('takes a toast on screen as a notice only when it has a known colour and a text message', () => {
    expect(asLoginNotice({ id: 'x', color: 'yellow', message: ended.message, autoClose: 5000 })).toEqual(
      ended,
    );
    expect(asLoginNotice({ color: 'red', title: 'Servidor indisponível', message: 'Detalhe' })).toEqual({
      color: 'red',
      title: 'Servidor indisponível',
      message: 'Detalhe',
    });
    expect(asLoginNotice({ color: 'red', message: { type: 'span' } })).toBeNull();
    expect(asLoginNotice({ color: 'teal', message: 'x' })).toBeNull();
    expect(asLoginNotice(undefined)).toBeNull();
  });

  it('shows again only what is no longer on screen (after the reload everything; without it, nothing twice)', () => {
    expect(loginNoticesToShow([ended, changed], [])).toEqual([ended, changed]);
    expect(loginNoticesToShow([ended, changed], [ended.message])).toEqual([changed]);
  });
});
