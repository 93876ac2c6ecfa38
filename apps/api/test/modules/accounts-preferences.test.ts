// The account's preferences: read by everyone on the account, changed by the owner; bad input changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPreferences } from '@/db/schema/accounts.ts';
import { ADMIN, bearer, buildTestApp, OWNER, signIn, type TestApp } from '../helper.ts';

let t: TestApp;
let owner: string;
let seller: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = (await signIn(t.app, OWNER)).token;
  seller = (await signIn(t.app, 'vendas@demo.prospecta.dev')).token;
});
afterAll(() => t.close());

const get = (token: string, url = '/api/account_preferences') =>
  t.app.inject({ url, headers: bearer(token) });
const patch = (token: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/account_preferences', headers: bearer(token), payload });

describe('account preferences', () => {
  it('starts empty, and the owner may change them', async () => {
    const res = await get(owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      accountType: 'active',
      email: null,
      zipcode: null,
      categories: [],
      keywordsAvailable: [],
      canEdit: true,
    });
    expect((await get(seller)).json()).toMatchObject({ canEdit: false });
  });

  it('saves the fields given, normalised, and clears a field sent empty', async () => {
    const res = await patch(owner, {
      email: ' Financeiro@Demo.com.BR ',
      phoneNumber: '(11) 3333-4444',
      zipcode: '01310-100',
      streetAddress: 'Avenida Paulista, 1000',
      complementalAddress: '  ',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'sp',
      country: 'Brasil',
      categories: ['Indústria', 'Varejo', 'Indústria'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Preferências salvas com sucesso',
      preferences: {
        email: 'financeiro@demo.com.br',
        phoneNumber: '1133334444',
        zipcode: '01310100',
        complementalAddress: null,
        state: 'SP',
        categories: ['Indústria', 'Varejo'],
      },
    });
    const cleared = await patch(owner, { phoneNumber: '' });
    expect(cleared.json().preferences).toMatchObject({ phoneNumber: null, city: 'São Paulo' });
    expect((await get(seller)).json()).toMatchObject({ city: 'São Paulo', canEdit: false });
    expect((await get(owner, '/api/account_preferences/keywords_available')).json()).toEqual({
      keywords: [],
    });
  });

  it('creates the row of an account that has none, when read and when saved', async () => {
    await t.app.db.delete(accountPreferences);
    expect((await get(seller)).json()).toMatchObject({ city: null, categories: [] });
    await t.app.db.delete(accountPreferences);
    expect((await patch(owner, { city: 'Recife' })).json().preferences).toMatchObject({
      city: 'Recife',
      email: null,
    });
    expect(await t.app.db.select().from(accountPreferences)).toHaveLength(1);
  });

  it('refuses bad input and other roles without changing anything', async () => {
    const before = JSON.stringify(await t.app.db.select().from(accountPreferences));
    const cases: [string, object, number][] = [
      [seller, { city: 'Campinas' }, 403],
      [owner, { zipcode: '123' }, 400],
      [owner, { phoneNumber: '12345' }, 400],
      // Letters are refused, never dropped: "abc" must not clear the stored number.
      [owner, { phoneNumber: 'abc' }, 400],
      [owner, { phoneNumber: '(11) 3333-444x' }, 400],
      [owner, { zipcode: 'x'.repeat(200_000) }, 400],
      [owner, { state: 'XX' }, 400],
      [owner, { email: 'não-é-email' }, 400],
      [owner, { categories: Array.from({ length: 21 }, (_, i) => `Segmento ${i}`) }, 400],
      [owner, { city: 'x'.repeat(121) }, 400],
      [owner, { skipOriginCheck: true }, 400],
      [owner, { accountId: '00000000-0000-0000-0000-000000000000' }, 400],
    ];
    for (const [token, payload, status] of cases) {
      const res = await patch(token, payload);
      expect({ payload, status: res.statusCode }).toEqual({ payload, status });
      expect(res.json().message).toBeTruthy();
    }
    expect((await patch(seller, { city: 'Campinas' })).json()).toEqual({
      message: 'Você não possuí permissão para esta ação!',
    });
    // A text past its limit says the limit, at its field.
    expect((await patch(owner, { city: 'x'.repeat(121) })).json()).toEqual({
      message: 'Texto longo demais: no máximo 120 caracteres',
      errors: [{ summary: 'city', description: 'Texto longo demais: no máximo 120 caracteres' }],
    });
    expect((await patch(owner, { streetAddress: 'x'.repeat(201) })).json().message).toBe(
      'Texto longo demais: no máximo 200 caracteres',
    );
    expect((await patch(owner, { categories: ['Varejo', 'x'.repeat(61)] })).json().errors).toEqual([
      { summary: 'categories.1', description: 'Segmento longo demais: no máximo 60 caracteres' },
    ]);
    expect(JSON.stringify(await t.app.db.select().from(accountPreferences))).toBe(before);
  });
});

describe('account preferences by the account id (spec accounts/{id}/preferences) and for staff', () => {
  const accountIdOf = async (token: string) =>
    ((await get(token, '/api/user/me')).json() as { account_id: string }).account_id;
  const patchAt = (token: string, url: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url, headers: bearer(token), payload });

  it("reads and saves the user's own account by its id, and nothing of any other id", async () => {
    const own = await accountIdOf(owner);
    const read = await get(seller, `/api/accounts/${own}/preferences`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual((await get(seller)).json());
    const saved = await patchAt(owner, `/api/accounts/${own.toUpperCase()}/preferences`, { city: 'Natal' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().preferences).toMatchObject({ city: 'Natal', canEdit: true });
    expect((await patchAt(seller, `/api/accounts/${own}/preferences`, { city: 'Olinda' })).statusCode).toBe(
      403,
    );

    // The staff's account (another account) and ids that name none: 404, and nothing changes.
    const staffAccount = await accountIdOf((await signIn(t.app, ADMIN)).token);
    const before = JSON.stringify(await t.app.db.select().from(accountPreferences));
    for (const id of [staffAccount, '00000000-0000-0000-0000-000000000000', 'nao-e-um-id']) {
      expect((await get(owner, `/api/accounts/${id}/preferences`)).statusCode).toBe(404);
      const res = await patchAt(owner, `/api/accounts/${id}/preferences`, { city: 'Recife' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBeTruthy();
    }
    expect(JSON.stringify(await t.app.db.select().from(accountPreferences))).toBe(before);
  });

  it("gives staff a customer's preferences, read only, and customers never the staff's path", async () => {
    const own = await accountIdOf(owner);
    const admin = (await signIn(t.app, ADMIN)).token;
    const res = await get(admin, `/api/admin/account/${own}/preferences`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ accountId: own, city: 'Natal', canEdit: false });
    expect(
      (await get(admin, '/api/admin/account/00000000-0000-0000-0000-000000000000/preferences')).statusCode,
    ).toBe(404);
    expect((await get(admin, '/api/admin/account/x/preferences')).statusCode).toBe(404);
    expect((await get(owner, `/api/admin/account/${own}/preferences`)).statusCode).toBe(403);
  });
});
