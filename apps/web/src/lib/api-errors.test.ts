import { REGISTRY_MISSING_MESSAGE } from '@prospecta/contracts/search-api';
import { VALIDATION_MESSAGES } from '@prospecta/contracts/validation-api';
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  decideGlobalError,
  decideSuccessToast,
  extractServerMessage,
  FORBIDDEN_MESSAGE,
  failureMessage,
  isMissing,
  isRetryUseless,
  SERVER_DOWN_MESSAGE,
  SERVER_DOWN_TITLE,
  SESSION_ENDED_MESSAGE,
  shouldReloadUser,
  userErrorMessage,
} from '@/lib/api-errors';

describe('extractServerMessage', () => {
  it.each([
    ['error first', { error: 'E', description: 'D', message: 'M' }, 'E'],
    ['then description', { description: 'D', message: 'M' }, 'D'],
    ['then message', { message: 'M', errors: [{ summary: 'S', description: 'X' }] }, 'M'],
    ['then errors[0].description', { errors: [{ summary: 'S', description: 'X' }] }, 'X'],
    ['then errors[0].summary', { errors: [{ summary: 'S' }] }, 'S'],
    ['string errors', { errors: ['plain'] }, 'plain'],
    ['blank strings are skipped', { error: ' ', message: 'M' }, 'M'],
    ['empty errors', { errors: [] }, null],
    ['plain text body', 'Bad Gateway', 'Bad Gateway'],
    ['no body', undefined, null],
    ['array body', ['x'], null],
  ])('%s', (_, body, expected) => {
    expect(extractServerMessage(body)).toBe(expected);
  });
});

describe('decideGlobalError', () => {
  const base = { url: '/info_sets', body: { message: 'Lista não encontrada' }, isStaff: false };
  it.each([
    ['401 ends the session', 401, base.url, true, 'yellow', SESSION_ENDED_MESSAGE],
    ['403 warns', 403, base.url, false, 'yellow', FORBIDDEN_MESSAGE],
    ['400 shows the server message', 400, base.url, false, 'red', 'Lista não encontrada'],
    ['404 shows the server message', 404, base.url, false, 'red', 'Lista não encontrada'],
    ['422 shows the server message', 422, base.url, false, 'red', 'Lista não encontrada'],
    ['500 shows the unavailable message', 500, base.url, false, 'red', SERVER_DOWN_MESSAGE],
    ['other status on /user/me logs out', 503, '/user/me', true, 'red', SERVER_DOWN_MESSAGE],
    ['429 on /user/me logs out', 429, '/user/me?x=1', true, 'red', SERVER_DOWN_MESSAGE],
  ])('%s', (_, status, url, logout, color, message) => {
    const decision = decideGlobalError({ ...base, status, url });
    expect(decision.logout).toBe(logout);
    expect(decision.toast?.color).toBe(color);
    expect(decision.toast?.message).toBe(message);
  });

  it.each([
    ['skip marker', 401, '/user/me?skip_handle_error=true'],
    ['skip marker on 500', 500, '/info_sets?skip_handle_error=1'],
    ['other status elsewhere', 503, '/info_sets'],
    ['429 elsewhere', 429, '/user_token'],
    ['a path that only ends like me', 503, '/user/meta'],
  ])('nothing for %s', (_, status, url) => {
    expect(decideGlobalError({ ...base, status, url })).toEqual({
      toast: null,
      logout: false,
      clearCache: false,
    });
  });

  it('401 says why the session ended when the server does (a known reason only)', () => {
    const told = (body: unknown) => decideGlobalError({ ...base, status: 401, body }).toast;
    expect(told({ message: SESSION_ENDED_MESSAGE, reason: 'password_changed' })).toEqual({
      color: 'yellow',
      title: 'Sua senha foi alterada em outro acesso',
      message: SESSION_ENDED_MESSAGE,
    });
    // Switched off: signing in again cannot help, so the warning says whom to ask instead.
    expect(told({ message: SESSION_ENDED_MESSAGE, reason: 'disabled' })).toEqual({
      color: 'yellow',
      title: 'Seu acesso a esta conta foi desativado',
      message: 'Para voltar a usar o Prospecta, fale com o dono da sua conta.',
    });
    for (const body of [{ message: SESSION_ENDED_MESSAGE }, { reason: 'toString' }, { reason: 7 }, 'x']) {
      expect(told(body)).toEqual({ color: 'yellow', message: SESSION_ENDED_MESSAGE });
    }
  });

  it('defaults to "Nenhum resultado encontrado" without a server message', () => {
    expect(decideGlobalError({ ...base, status: 404, body: {} }).toast?.message).toBe(
      'Nenhum resultado encontrado',
    );
  });

  it('500 carries the title for everyone and details and endpoint only for staff', () => {
    const body = { message: SERVER_DOWN_TITLE, details: 'boom', endpoint: 'GET /api/x' };
    const forUser = decideGlobalError({ ...base, status: 500, body });
    const forStaff = decideGlobalError({ ...base, status: 500, body, isStaff: true });
    expect(forUser.toast).toEqual({ color: 'red', title: SERVER_DOWN_TITLE, message: SERVER_DOWN_MESSAGE });
    expect(forStaff.toast?.message).toBe(`${SERVER_DOWN_MESSAGE}\nDetalhes: boom\nEndpoint: GET /api/x`);
  });
});

describe('decideSuccessToast', () => {
  it.each([
    ['no marker', '/info_sets', { message: 'ok' }, null],
    [
      'marker with message',
      '/info_sets?allowed_success_notify=true',
      { message: 'Lista criada' },
      'Lista criada',
    ],
    [
      'marker without message',
      '/info_sets?allowed_success_notify=true',
      undefined,
      'Operação realizada com sucesso!',
    ],
  ])('%s', (_, url, body, expected) => {
    expect(decideSuccessToast(url, body)?.message ?? null).toBe(expected);
  });
});

describe('failureMessage', () => {
  const unexpected = 'Ocorreu um erro ao tentar invalidar este crédito';

  it("gives a refusal's own words, and the operation's message for a failure nobody foresaw", () => {
    const refused = new ApiError(422, { message: 'Este crédito já foi invalidado' });
    expect(failureMessage(refused, unexpected)).toBe('Este crédito já foi invalidado');
    expect(failureMessage(new ApiError(500, { message: SERVER_DOWN_TITLE }), unexpected)).toBe(unexpected);
    expect(failureMessage(new TypeError('Failed to fetch'), unexpected)).toBe(unexpected);
  });

  it("falls back to the error's message without an operation message, and is null without an error", () => {
    expect(failureMessage(new ApiError(500, { message: SERVER_DOWN_TITLE }))).toBe(SERVER_DOWN_TITLE);
    expect(failureMessage(null, unexpected)).toBeNull();
  });
});

describe('userErrorMessage and ApiError.message', () => {
  const html =
    '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>';
  it.each([
    ["a proxy's HTML page", 502, html, SERVER_DOWN_TITLE],
    ['plain text on a 4xx', 413, 'Request Entity Too Large', SERVER_DOWN_TITLE],
    ['an English 5xx in JSON', 500, { message: 'Internal Server Error' }, SERVER_DOWN_TITLE],
    ['a 5xx JSON without a message', 503, { statusCode: 503 }, SERVER_DOWN_TITLE],
    ['a 5xx without a body', 504, undefined, SERVER_DOWN_TITLE],
    ['our 500', 500, { message: SERVER_DOWN_TITLE, details: 'x' }, SERVER_DOWN_TITLE],
    ['our 503 (registry not imported)', 503, { message: REGISTRY_MISSING_MESSAGE }, REGISTRY_MISSING_MESSAGE],
    [
      'our 503 (DNS)',
      503,
      { message: VALIDATION_MESSAGES.dnsUnavailable },
      VALIDATION_MESSAGES.dnsUnavailable,
    ],
    ['a 503 of ours for one feature', 503, { error: 'Registro indisponível' }, 'Registro indisponível'],
    [
      'our 422',
      422,
      { message: 'Nome da lista já existe no histórico' },
      'Nome da lista já existe no histórico',
    ],
    [
      'our 400 listing errors',
      400,
      { errors: [{ summary: 's', description: 'CNPJ inválido' }] },
      'CNPJ inválido',
    ],
  ])('%s', (_case, status, body, expected) => {
    expect(userErrorMessage(status, body)).toBe(expected);
    expect(new ApiError(status, body).message).toBe(expected);
  });

  it('leaves a 4xx that says nothing, and the network, to the fallback', () => {
    expect(userErrorMessage(404, undefined)).toBeNull();
    expect(new ApiError(0, undefined, 'Sem conexão').message).toBe('Sem conexão');
  });

  it("never toasts a proxy's text for a 4xx", () => {
    const decision = decideGlobalError({ status: 404, url: '/info_sets', body: html, isStaff: false });
    expect(decision.toast?.message).toBe(SERVER_DOWN_TITLE);
  });
});

describe('isMissing', () => {
  it('is a 400 or a 404, never a failure that may pass or anything else', () => {
    expect(isMissing(new ApiError(404, {}))).toBe(true);
    expect(isMissing(new ApiError(400, {}))).toBe(true);
    expect(isMissing(new ApiError(500, {}))).toBe(false);
    expect(isMissing(new ApiError(0, undefined))).toBe(false);
    expect(isMissing(new Error('x'))).toBe(false);
    expect(isMissing(null)).toBe(false);
  });
});

describe('shouldReloadUser', () => {
  it.each([
    ['a 403 (a role changed while signed in)', 403, '/v4/search/create', true],
    ['a 403 a screen words itself', 403, '/history_search?skip_handle_error=true', true],
    ['a 403 of the current user itself (no loop)', 403, '/user/me', false],
    ['a 404', 404, '/v4/search/create', false],
    ['a 401 (the session ends instead)', 401, '/v4/search/create', false],
  ])('%s', (_case, status, url, expected) => {
    expect(shouldReloadUser(status, url)).toBe(expected);
  });
});

describe('isRetryUseless', () => {
  it.each([
    ['a refusal', new ApiError(403, undefined), true],
    ['something not there', new ApiError(404, undefined), true],
    ['a server failure', new ApiError(500, undefined), false],
    ['the network', new ApiError(0, undefined), false],
    ['not an API error', new Error('x'), false],
  ])('%s', (_case, error, expected) => {
    expect(isRetryUseless(error)).toBe(expected);
  });
});
