// What the API answers to requests it cannot take as they are: bodies nested too deep, too large, unreadable
// or of another format, ids too long for the router, several fields refused at once, huge values quoted
// back. Each answer is a Portuguese message a user can read, with the status the case calls for.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, OWNER, signIn, type TestApp } from '../helper.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await signIn(t.app, OWNER)).token;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const send = (method: Method, url: string, payload?: string, contentType = 'application/json') =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...(payload === undefined ? {} : { 'content-type': contentType }) },
    ...(payload === undefined ? {} : { payload }),
  });

const nestedLists = (levels: number) => `${'['.repeat(levels)}"SP"${']'.repeat(levels)}`;
const nestedObjects = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('bodies nested too deep', () => {
  it.each([
    ['5 000 nested lists under a search filter', `{"search":{"where":{"sg_uf":${nestedLists(5000)}}}}`],
    ['5 000 nested objects under where', `{"search":{"where":${nestedObjects(5000)}}}`],
    ['100 nested lists', `{"search":{"where":{"sg_uf":${nestedLists(100)}}}}`],
  ])('refuses %s with a 400, on the search and on every other route', async (_name, body) => {
    for (const url of ['/api/v4/search/create', '/api/info_sets', '/api/user_token']) {
      const res = await send('POST', url, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ message: 'Dados inválidos: estrutura aninhada demais' });
    }
  });

  it('still reads a body nested a few levels, as every client of ours sends', async () => {
    const res = await send('POST', '/api/info_sets', '{"info_set":{"name":"Lista aninhada"}}');
    expect(res.statusCode).toBe(201);
  });
});

describe('path ids longer than the router takes', () => {
  const long = 'a'.repeat(10_000);
  const cases: [Method, string, string][] = [
    ['GET', '/api/info_sets/{id}', `/api/info_sets/${long}`],
    ['PATCH', '/api/info_sets/{id}', `/api/info_sets/${long}`],
    ['DELETE', '/api/info_sets/{id}', `/api/info_sets/${long}`],
    ['POST', '/api/info_sets/{id}/recover', `/api/info_sets/${long}/recover`],
    ['POST', '/api/info_sets/{id}/validate_phones', `/api/info_sets/${long}/validate_phones`],
    ['POST', '/api/export/{id}/sheet', `/api/export/${long}/sheet`],
    [
      'POST',
      '/api/account_plan/select_plan_to_update/{planId}',
      `/api/account_plan/select_plan_to_update/${'p'.repeat(300)}`,
    ],
  ];
  it.each(cases)(
    '%s %s answers the 404 of an unknown id, without echoing the URL',
    async (method, _path, url) => {
      const res = await send(method, url, method === 'GET' || method === 'DELETE' ? undefined : '{}');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Nenhum resultado encontrado' });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    },
  );
});

describe('bodies that cannot be read', () => {
  it('says a body is too large (413)', async () => {
    const res = await send('POST', '/api/info_sets', `{"x":"${'x'.repeat(1_100_000)}"}`);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'A requisição é grande demais' });
  });

  it('says broken JSON is invalid JSON (400)', async () => {
    const res = await send('POST', '/api/info_sets', '{"info_set":');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'JSON inválido' });
  });

  it('says an empty body sent as JSON is empty (400)', async () => {
    const res = await send('POST', '/api/info_sets', '');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Corpo da requisição vazio' });
  });

  it('says another format is not supported (415)', async () => {
    const res = await send('POST', '/api/info_sets', '<info_set/>', 'application/xml');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Formato não suportado: envie JSON' });
  });
});

describe('several fields refused at once', () => {
  const cases: [string, Method, () => string, unknown][] = [
    ['finish_update', 'PUT', () => '/api/account_plan/finish_update', { speedmail: 'sim', origin: 7 }],
    ['account_preferences', 'PATCH', () => '/api/account_preferences', { email: 'não-é-email', state: 'XX' }],
    [
      'export settings',
      'PUT',
      () => '/api/user/exportation_filters_and_fields',
      { fields: 'todos', filters: 'nenhum' },
    ],
    ['welcome answers', 'POST', () => '/api/welcome_screen/insert_answers', { answers: 'x', skipped: 'sim' }],
    ['a sub-user', 'PATCH', () => `/api/user/sub_user/${randomUUID()}`, { name: 5, active: 'sim' }],
  ];
  it.each(cases)(
    '%s: the top message counts the fields and gives the first one’s words',
    async (_name, method, url, body) => {
      const res = await send(method, url(), JSON.stringify(body));
      expect(res.statusCode).toBe(400);
      const { message, errors } = res.json() as { message: string; errors: { description: string }[] };
      expect(errors.length).toBeGreaterThanOrEqual(2);
      expect(message).toBe(`Dados inválidos em ${errors.length} campos. ${errors[0]?.description}`);
    },
  );

  it('one field refused for several values gives its first words and how many more', async () => {
    const res = await send(
      'POST',
      '/api/v4/search/create',
      '{"search":{"where":{"sg_uf":["SP","X1","X2"]}}}',
    );
    expect(res.statusCode).toBe(400);
    const { message, errors } = res.json() as { message: string; errors: { description: string }[] };
    expect(errors).toHaveLength(2);
    expect(message).toBe(`${errors[0]?.description} (e mais 1 erro)`);
    expect(message).toMatch(/^UF: valor inválido "X1"/);
  });
});

describe('zod’s own checks in plain Portuguese', () => {
  it('names an unknown field, a text too long and a value of the wrong type the way a user reads them', async () => {
    const unknown = await send('PATCH', '/api/account_preferences', JSON.stringify({ foo: 1 }));
    expect(unknown.json().message).toBe('Campo desconhecido: foo');
    const long = await send(
      'PUT',
      '/api/account_plan/finish_update',
      JSON.stringify({ plan_id: 'p'.repeat(41) }),
    );
    expect(long.json()).toEqual({
      message: 'No máximo 40 caracteres',
      errors: [{ summary: 'plan_id', description: 'No máximo 40 caracteres' }],
    });
    const notObject = await send('PATCH', '/api/account_preferences', JSON.stringify('texto'));
    expect(notObject.json().message).toBe('Esperado um objeto JSON');
  });
});

describe('huge values quoted back', () => {
  it('cuts a quoted value to 40 characters and keeps the whole answer small', async () => {
    const res = await send(
      'POST',
      '/api/v4/search/create',
      JSON.stringify({ search: { where: { sg_uf: ['x'.repeat(100_000)] } } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.length).toBeLessThan(2_000);
    expect(res.json().message).toContain(`"${'x'.repeat(39)}…"`);
  });
});

describe('a NUL character in a text', () => {
  it('refuses it in any text of a body, at any depth and in a key, and stores nothing (400)', async () => {
    const lists = async () => (await send('GET', '/api/info_sets?page=1')).json().total as number;
    const before = await lists();
    expect(before).toBeTypeOf('number');
    for (const [url, body] of [
      ['/api/info_sets', '{"info_set":{"name":"Lista\\u0000nula"}}'],
      ['/api/info_sets', '{"info_set":{"name":"Lista","description":"a\\u0000b"}}'],
      ['/api/v4/search/create', '{"search":{"where":{"nm_bairro":["CENTRO\\u0000"]}}}'],
      ['/api/user/notes', '{"company_id":"x","info_set_id":"y","note":"ok","tags":{"\\u0000":1}}'],
    ] as const) {
      const res = await send('POST', url, body);
      expect([res.statusCode, res.json()], url).toEqual([
        400,
        { message: 'Dados inválidos: o texto tem um caractere nulo' },
      ]);
    }
    expect(await lists()).toBe(before);
  });

  it('refuses it in the address, in a query text or a path id (400)', async () => {
    for (const url of ['/api/info_sets?query=a%00b', `/api/info_sets/${randomUUID()}%00`]) {
      const res = await send('GET', url);
      expect([res.statusCode, res.json().message], url).toEqual([
        400,
        'Dados inválidos: o texto tem um caractere nulo',
      ]);
    }
  });

  it('still takes a backslash followed by "u0000" written as text', async () => {
    const res = await send('POST', '/api/info_sets', '{"info_set":{"name":"Barra \\\\u0000 literal"}}');
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe('Barra \\u0000 literal');
  });
});

describe('a value missing and a value of the wrong type are told apart', () => {
  it('asks for a missing field, and says a number sent where an id goes is not one', async () => {
    const missing = await send('PATCH', '/api/info_sets/x/company/user_prospecting_data', '{}');
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain('Informe a empresa (company_id)');
    const wrong = await send(
      'PATCH',
      '/api/info_sets/x/company/user_prospecting_data',
      '{"company_id":123,"user_prospecting_data":{"status":"contatado"}}',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Empresa inválida (company_id)');
    const list = await send('POST', '/api/info_sets', '{"info_set":{"name":5}}');
    expect(list.json().message).toBe('O nome da lista deve ser um texto');
    const noList = await send('POST', '/api/info_sets', '{"info_set":"Lista"}');
    expect(noList.json().message).toBe('info_set deve ser um objeto com o nome da lista');
  });
});
