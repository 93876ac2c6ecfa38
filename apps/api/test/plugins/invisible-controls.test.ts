// Invisible control characters (C0 but tab and line breaks, DEL, C1, bidi overrides and isolates) in any user
// text: refused with a 400 at the field that holds one, before any route, and nothing stored. The texts the
// QA pass sent: a referred name that read to staff reversed, a chat message with a bell and a terminal colour,
// a list name. Emoji, accents and line breaks still go through.
import { MESSAGES } from '@prospecta/contracts/errors';
import { SUPPORT_API_PATHS } from '@prospecta/contracts/support-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lists } from '@/db/schema/lists.ts';
import { referralRegisters } from '@/db/schema/referral.ts';
import { supportMessages } from '@/db/schema/support.ts';
import { bearer, buildTestApp, OWNER, signIn, type TestApp } from '../helper.ts';

const SELLER = 'vendas@demo.prospecta.dev';
const REFUSED = MESSAGES.invisibleControls;

let t: TestApp;
let owner: string;
let seller: string;
let code: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = (await signIn(t.app, OWNER)).token;
  seller = (await signIn(t.app, SELLER)).token;
  code = (
    await t.app.inject({ method: 'POST', url: '/api/referral/find_or_create', headers: bearer(seller) })
  ).json().code;
});
afterAll(() => t.close());

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
const register = (name: string, email: string) =>
  post(`/api/referral/public/${code}/registers`, {
    name,
    company_name: 'Padaria Estrela',
    email,
    phone: '(11) 98765-4321',
  });
const rows = async () => ({
  lists: (await t.app.db.select().from(lists)).length,
  registers: (await t.app.db.select().from(referralRegisters)).length,
  messages: (await t.app.db.select().from(supportMessages)).length,
});

describe('invisible control characters in a user text', () => {
  it.each([
    ['a bidi override in a referred name', 'QAR \u202eetnegA'],
    ['a bidi isolate', 'Maria \u2066Souza\u2069'],
    ['a bell and an escape', 'Maria\u0007 \u001b[31mSouza'],
    ['DEL', 'Maria\u007fSouza'],
    ['a C1 control', 'Maria\u0085Souza'],
    ['a form feed', 'Maria\fSouza'],
  ])('refuses %s at its field, stores nothing (400)', async (_case, name) => {
    const before = await rows();
    const res = await register(name, 'lead@padaria.com.br');
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { message: REFUSED, errors: [{ summary: 'name', description: REFUSED }] },
    ]);
    expect(await rows()).toEqual(before);
  });

  it('refuses them in a support message and a list name, escaped or not, and in a key', async () => {
    const before = await rows();
    for (const [url, body, field] of [
      [SUPPORT_API_PATHS.messages, '{"body":"\\u0007\\u001b[31m alerta \u202e"}', 'body'],
      ['/api/info_sets', '{"info_set":{"name":"Lista \u202eacilbup"}}', 'info_set.name'],
      ['/api/info_sets', '{"info_set":{"name":"Lista","description":"a\\u009bb"}}', 'info_set.description'],
      ['/api/info_sets', '{"info_set":{"name":"Lista","x\\u200f\\u202d":1}}', 'info_set.x\u200f\u202d'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: body,
        headers: { ...bearer(seller), 'content-type': 'application/json' },
      });
      expect([res.statusCode, res.json()], url).toEqual([
        400,
        { message: REFUSED, errors: [{ summary: field, description: REFUSED }] },
      ]);
    }
    expect(await rows()).toEqual(before);
  });

  it('refuses them percent-encoded in the address (400)', async () => {
    for (const url of [
      '/api/info_sets?query=a%E2%80%AEb',
      '/api/info_sets?query=%1B%5B31m',
      '/api/info_sets?query=%7F',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(owner) });
      expect([res.statusCode, res.json().message], url).toEqual([400, REFUSED]);
    }
    const fine = await t.app.inject({
      method: 'GET',
      url: '/api/info_sets?query=S%C3%A3o%0A%09',
      headers: bearer(owner),
    });
    expect(fine.statusCode).toBe(200);
  });

  it('keeps emoji, accents, marks and line breaks where a field takes them', async () => {
    const text = 'Olá, não consigo 👍🏽 👨‍👩‍👧\nsegunda linha\r\n\tfim \u200e';
    const message = await post(SUPPORT_API_PATHS.messages, { body: text }, seller);
    expect(message.statusCode, message.body).toBe(201);
    expect(message.json().message.body).toBe(text.trim());
    const list = await post('/api/info_sets', { info_set: { name: 'Açaí ☕️ São João' } }, owner);
    expect([list.statusCode, list.json().name]).toEqual([201, 'Açaí ☕️ São João']);
    const lead = await register('José Conceição 😀', 'jose@padaria.com.br');
    expect(lead.statusCode, lead.body).toBe(201);
  });
});
