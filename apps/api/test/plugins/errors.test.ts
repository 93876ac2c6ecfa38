import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, bearer, buildTestApp, OWNER, signIn, type TestApp } from '../helper.ts';

const SERVER_ERROR = 'Servidor indisponível no momento! Por favor tente novamente mais tarde!';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    beforeReady: (app) => {
      app.get('/api/test/boom', async () => {
        throw new Error('falha de teste: conexão perdida');
      });
    },
  });
});
afterAll(() => t.close());

describe('errors plugin', () => {
  it('answers unknown API routes with 404 and the default message', async () => {
    const res = await t.app.inject({ url: '/api/nao/existe?skip_handle_error=true' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Nenhum resultado encontrado' });
  });

  it('gives anonymous callers and customers only the Portuguese 500 message', async () => {
    const anonymous = await t.app.inject({ url: '/api/test/boom' });
    expect(anonymous.statusCode).toBe(500);
    expect(anonymous.json()).toEqual({ message: SERVER_ERROR });
    const owner = await signIn(t.app, OWNER);
    const customer = await t.app.inject({ url: '/api/test/boom', headers: bearer(owner.token) });
    expect(customer.json()).toEqual({ message: SERVER_ERROR });
    expect(customer.body).not.toContain('at ');
  });

  it('adds details and endpoint for internal staff', async () => {
    const admin = await signIn(t.app, ADMIN);
    const res = await t.app.inject({ url: '/api/test/boom?x=1', headers: bearer(admin.token) });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: SERVER_ERROR,
      details: 'falha de teste: conexão perdida',
      endpoint: 'GET /api/test/boom?x=1',
    });
  });

  it('lists each refused entry once, even when the schema reports it twice', async () => {
    // The history's page goes through two checks that say the same thing of a number too large.
    const owner = await signIn(t.app, OWNER);
    const res = await t.app.inject({
      url: '/api/history_search?page=99999999999999999999',
      headers: bearer(owner.token),
    });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json() as { errors: { summary: string; description: string }[] };
    expect(errors.length).toBeGreaterThan(0);
    expect(new Set(errors.map((e) => JSON.stringify(e))).size).toBe(errors.length);
    expect(errors).toContainEqual({ summary: 'page', description: 'Página inválida' });
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/user_token', '/api/user/me']));
  });

  it('answers the health check without a token', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});
