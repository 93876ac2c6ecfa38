import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalBody, refusalMessage } from '@/plugins/errors.ts';
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

describe('the top message of a refusal', () => {
  const item = (summary: string, description: string) => ({ summary, description });
  it.each([
    ['no entry', [], 'Dados inválidos'],
    ['one entry', [item('email', 'E-mail inválido')], 'E-mail inválido'],
    [
      'two fields',
      [item('email', 'E-mail inválido'), item('password', 'Campo obrigatório')],
      'Dados inválidos em 2 campos. E-mail inválido',
    ],
    [
      'items of one list count as one field',
      [item('where.sg_uf.1', 'UF: valor inválido "X"'), item('where.sg_uf.2', 'UF: valor inválido "Y"')],
      'UF: valor inválido "X" (e mais 1 erro)',
    ],
    [
      'a generic first entry is not repeated',
      [item('a', 'Dados inválidos'), item('b', 'Campo obrigatório')],
      'Dados inválidos em 2 campos',
    ],
  ])('%s', (_name, errors, message) => {
    expect(refusalMessage(errors)).toBe(message);
  });

  it('keeps a message of its own, cuts huge texts and lists at most 100 entries', () => {
    const many = Array.from({ length: 5000 }, (_, i) =>
      item(`cnpjs.${i}`, `CNPJ inválido: ${'9'.repeat(5000)}`),
    );
    const body = refusalBody('Dados inválidos', many);
    expect(body.errors).toHaveLength(100);
    expect(body.message).toMatch(/^CNPJ inválido: 9+… \(e mais 4999 erros\)$/);
    expect(JSON.stringify(body).length).toBeLessThan(110_000);
    expect(refusalBody('Lista cheia', many.slice(0, 2)).message).toBe('Lista cheia');
  });
});
