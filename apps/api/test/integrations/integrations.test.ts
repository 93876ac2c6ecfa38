// The tool-token store and the OAuth flows against a loopback fake authorisation server: authorise URL
// (state, PKCE), callback (state bound to the user, single use, mismatch refused), exchange, secrets
// encrypted at rest and never sent back, refresh before expiry, register_crm rules, disconnect, other ids.
import { EXPORT_MESSAGES, instanceUrlInvalid } from '@prospecta/contracts/exports-api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmFrom } from '@/config.ts';
import { toolCredentials } from '@/db/schema/integrations.ts';
import { createOAuthService } from '@/modules/integrations/oauth.service.ts';
import { secretBox } from '@/modules/integrations/token-crypto.ts';
import { createToolTokensService } from '@/modules/integrations/tool-tokens.service.ts';
import { buildTestApp, OWNER, signIn, type TestApp } from '../helper.ts';
import { apiOf } from '../lists/lists-fixture.ts';
import { type OAuthFake, startOAuthFake } from './oauth-fake.ts';

const CLIENT = {
  id: 'prospecta-client',
  secret: 'shh-secret',
  instanceUrl: 'https://acme.my.salesforce.com',
};
let t: TestApp;
let fake: OAuthFake;
let api: ReturnType<typeof apiOf>;
let token: string;
let userId: string;
let accountId: string;
const HUBSPOT_TOKEN_PATH = new URL(crmFrom({}).hubspot.tokenUrl ?? '').pathname;

beforeAll(async () => {
  fake = await startOAuthFake(CLIENT);
  const oauth = {
    authUrl: `${fake.url}/authorize`,
    tokenUrl: `${fake.url}/token`,
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
  };
  t = await buildTestApp({
    config: {
      crm: {
        salesforce: { apiUrl: fake.url, ...oauth },
        // HubSpot's token URL keeps the path of the server's default (the OAuth v3 one) on the fake.
        hubspot: { apiUrl: fake.url, ...oauth, tokenUrl: `${fake.url}${HUBSPOT_TOKEN_PATH}` },
        bitrix24: { apiUrl: fake.url, ...oauth, authUrl: 'https://{portal}/oauth/authorize/' },
        zoho: { apiUrl: fake.url, authUrl: `${fake.url}/authorize`, tokenUrl: `${fake.url}/token` },
      },
    },
  });
  api = apiOf(t as never);
  const session = await signIn(t.app, OWNER);
  token = session.token;
  const me = await api.get('/api/user/me', token);
  userId = me.body.id;
  accountId = me.body.account_id;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const params = (url: string) => new URL(url).searchParams;

describe('OAuth authorisation-code flow', () => {
  it('connects Salesforce: state bound to the user, PKCE, code exchanged, tokens stored encrypted', async () => {
    const res = await api.get('/api/integrations/salesforce/authorize', token);
    expect(res.status).toBe(200);
    const q = params(res.body.url);
    expect(res.body.url.startsWith(`${fake.url}/authorize?`)).toBe(true);
    expect(q.get('client_id')).toBe(CLIENT.id);
    expect(q.get('redirect_uri')).toBe('http://prospecta.test/crm/salesforce/callback');
    expect(q.get('scope')).toBe('api refresh_token');
    expect(q.get('code_challenge_method')).toBe('S256');
    const state = q.get('state') ?? '';
    const code = fake.issueCode(q.get('code_challenge') ?? '');

    const wrong = await api.post('/api/integrations/salesforce/callback', token, {
      code,
      state: `${state}x`,
    });
    expect(wrong).toMatchObject({
      status: 422,
      body: { message: 'Autorização inválida ou expirada. Tente conectar novamente.' },
    });
    const otherTool = await api.post('/api/integrations/hubspot/callback', token, { code, state });
    expect(otherTool.status).toBe(422);

    const ok = await api.post('/api/integrations/salesforce/callback', token, { code, state });
    expect(ok.status).toBe(201);
    expect(ok.body.connection).toMatchObject({
      tool: 'salesforce',
      connected: true,
      kind: 'oauth',
      instanceUrl: CLIENT.instanceUrl,
    });
    const exchange = fake.received.at(-1);
    expect(exchange).toMatchObject({
      grant_type: 'authorization_code',
      code,
      redirect_uri: 'http://prospecta.test/crm/salesforce/callback',
    });
    expect(exchange?.code_verifier).toBeTruthy();

    const replay = await api.post('/api/integrations/salesforce/callback', token, { code, state });
    expect(replay.status).toBe(422);

    const [row] = await t.app.db.select().from(toolCredentials).where(eq(toolCredentials.userId, userId));
    const tokens = createToolTokensService({ db: t.app.db, box: secretBox(t.config.tokenSecret) });
    const stored = await tokens.read(userId, 'salesforce');
    expect(stored?.accessToken).toMatch(/^at-/);
    expect(row?.secret).not.toContain(stored?.accessToken ?? '');
    expect(row?.secret).not.toContain(stored?.refreshToken ?? '');
    const listed = await api.get(`/api/user/${userId}/token`, token);
    expect(JSON.stringify(listed.body)).not.toContain(stored?.accessToken ?? '');
    // The tool issued the tokens itself: verified.
    expect(listed.body.tools.find((x: { tool: string }) => x.tool === 'salesforce')).toMatchObject({
      connected: true,
      verified: true,
    });
  });

  it("connects HubSpot through OAuth v3's token endpoint, every parameter in the form body", async () => {
    // v1 OAuth is deprecated on 16 Feb 2027; /oauth/v3/token takes the same parameters in the form body.
    expect(HUBSPOT_TOKEN_PATH).toBe('/oauth/v3/token');
    const res = await api.get('/api/integrations/hubspot/authorize', token);
    const state = params(res.body.url).get('state') ?? '';
    const connected = await api.post('/api/integrations/hubspot/callback', token, {
      code: fake.issueCode(),
      state,
    });
    expect(connected.body).toMatchObject({ connection: { tool: 'hubspot', connected: true } });
    const refresh = async () => {
      const box = secretBox(t.config.tokenSecret);
      const tokens = createToolTokensService({ db: t.app.db, box });
      const oauth = createOAuthService({ db: t.app.db, config: t.config, box, tokens });
      const saved = await tokens.read(userId, 'hubspot');
      await oauth.fresh({ id: userId, accountId }, 'hubspot', {
        ...saved,
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
      });
    };
    await refresh();
    const [exchange, refreshed] = fake.requests.slice(-2);
    for (const request of [exchange, refreshed])
      expect(request).toEqual({
        path: '/oauth/v3/token',
        query: '',
        contentType: 'application/x-www-form-urlencoded',
        basicAuth: false,
      });
    const [code, renewal] = fake.received.slice(-2);
    expect(Object.keys(code ?? {}).sort()).toEqual(
      ['client_id', 'client_secret', 'code', 'grant_type', 'redirect_uri'].sort(),
    );
    expect(code).toMatchObject({
      grant_type: 'authorization_code',
      redirect_uri: 'http://prospecta.test/crm/hubspot/callback',
      client_id: CLIENT.id,
    });
    expect(renewal).toMatchObject({
      grant_type: 'refresh_token',
      client_id: CLIENT.id,
      client_secret: CLIENT.secret,
    });
  });

  it('refuses a state issued to another user, and a code the tool rejects', async () => {
    const mine = await api.get('/api/integrations/hubspot/authorize', token);
    const state = params(mine.body.url).get('state') ?? '';
    expect(params(mine.body.url).get('code_challenge')).toBeNull();
    const admin = await signIn(t.app, 'admin@prospecta.dev');
    const stolen = await api.post('/api/integrations/hubspot/callback', admin.token, {
      code: fake.issueCode(),
      state,
    });
    expect(stolen.status).toBe(422);
    expect(stolen.body.message).toBe('Autorização inválida ou expirada. Tente conectar novamente.');
    const rejected = await api.post('/api/integrations/hubspot/callback', token, {
      code: 'not-issued',
      state,
    });
    expect(rejected).toMatchObject({
      status: 422,
      body: { message: 'Não foi possível concluir a autorização com a ferramenta' },
    });
    const replay = await api.post('/api/integrations/hubspot/callback', token, {
      code: fake.issueCode(),
      state,
    });
    expect(replay.body.message).toBe('Autorização inválida ou expirada. Tente conectar novamente.');
  });

  it('asks Bitrix24 for the portal, and says when a tool is not configured', async () => {
    expect((await api.get('/api/integrations/bitrix24/authorize', token)).status).toBe(422);
    const portal = await api.get(
      '/api/integrations/bitrix24/authorize?instanceUrl=https://empresa.bitrix24.com.br',
      token,
    );
    expect(portal.body.url.startsWith('https://empresa.bitrix24.com.br/oauth/authorize/?')).toBe(true);
    // Zoho has no client here: the message says what to do (a salesperson cannot fix it).
    const zoho = await api.get('/api/integrations/zoho/authorize', token);
    expect(zoho).toMatchObject({
      status: 422,
      body: {
        message:
          'A conexão com o Zoho CRM não está disponível neste servidor. Fale com o suporte da Prospecta.',
      },
    });
    expect((await api.get('/api/integrations/pipedrive/authorize', token)).status).toBe(400);
  });

  it("keeps Salesforce's domain only once its login succeeds, and refuses an address for a tool without one", async () => {
    await api.delete(`/api/user/${userId}/token/salesforce`, token);
    const salesforce = async () =>
      (await api.get(`/api/user/${userId}/token`, token)).body.tools.find(
        (x: { tool: string }) => x.tool === 'salesforce',
      );
    const res = await api.get(
      `/api/integrations/salesforce/authorize?instanceUrl=${encodeURIComponent('https://acme.my.salesforce.com')}`,
      token,
    );
    expect(res.status).toBe(200);
    // Until the login comes back, nothing is saved (a refused or abandoned login leaves no half connection).
    expect(await salesforce()).toMatchObject({ connected: false, instanceUrl: null });
    const q = params(res.body.url);
    const code = fake.issueCode(q.get('code_challenge') ?? '');
    const ok = await api.post('/api/integrations/salesforce/callback', token, {
      code,
      state: q.get('state'),
    });
    expect(ok.status).toBe(201);
    expect(await salesforce()).toMatchObject({ connected: true, instanceUrl: CLIENT.instanceUrl });

    const hubspot = await api.get(
      `/api/integrations/hubspot/authorize?instanceUrl=${encodeURIComponent('https://acme.hubspot.com')}`,
      token,
    );
    expect(hubspot).toMatchObject({
      status: 400,
      body: { message: 'O HubSpot não usa endereço de domínio ou portal' },
    });
  });

  it('refreshes a token about to expire and stores the new pair', async () => {
    const box = secretBox(t.config.tokenSecret);
    const tokens = createToolTokensService({ db: t.app.db, box });
    const oauth = createOAuthService({ db: t.app.db, config: t.config, box, tokens });
    const before = await tokens.read(userId, 'salesforce');
    const soon = { ...before, expiresAt: new Date(Date.now() + 60_000).toISOString() };
    const next = await oauth.fresh({ id: userId, accountId }, 'salesforce', soon);
    expect(fake.received.at(-1)).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: before?.refreshToken,
    });
    expect(next.accessToken).not.toBe(before?.accessToken);
    expect((await tokens.read(userId, 'salesforce'))?.refreshToken).toBe(next.refreshToken);
    const later = await oauth.fresh({ id: userId, accountId }, 'salesforce', next);
    expect(later).toBe(next);
  });
});

describe('tool-token store', () => {
  it('refuses a domain or portal that is not an https address with a real host, keeping what was saved', async () => {
    const stored = async () =>
      (
        await t.app.db
          .select({ instanceUrl: toolCredentials.instanceUrl })
          .from(toolCredentials)
          .where(and(eq(toolCredentials.userId, userId), eq(toolCredentials.tool, 'bitrix24')))
      )[0]?.instanceUrl ?? null;
    const before = await stored();
    for (const instanceUrl of [
      'http://exemplo',
      'https://exemplo',
      'isso não é url',
      'http://acme.bitrix24.com',
    ]) {
      // The example is the portal's, never Salesforce's.
      const message = instanceUrlInvalid('bitrix24');
      expect(message).toContain('https://suaempresa.bitrix24.com.br');
      const refused = await api.post('/api/user/register_crm', token, { crm: 'bitrix24', instanceUrl });
      expect(refused).toMatchObject({
        status: 400,
        body: { message, errors: [{ summary: 'instanceUrl', description: message }] },
      });
      const portal = await api.get(
        `/api/integrations/bitrix24/authorize?instanceUrl=${encodeURIComponent(instanceUrl)}`,
        token,
      );
      expect(portal).toMatchObject({ status: 400, body: { message } });
    }
    expect(await stored()).toBe(before);
  });

  it('stores keys per tool, never shows them, disconnects, and keeps other users out', async () => {
    const saved = await api.post('/api/user/register_crm', token, {
      crm: 'pipedrive',
      value: 'pd-secret-key',
    });
    // Nobody answers on the tools' API roots here (a closed loopback port): the key is saved all the same and
    // the answer says it could not be checked (exports-pipedrive-job.test.ts checks a refused one).
    expect(saved).toMatchObject({
      status: 201,
      body: { tool: 'pipedrive', connected: true, kind: 'key', keyCheck: 'unreachable' },
    });
    expect((await api.post('/api/user/rdstation/token', token, { token: 'rd-secret' })).body).toMatchObject({
      tool: 'rdstation',
      connected: true,
    });
    const listed = await api.get(`/api/user/${userId}/token`, token);
    expect(listed.body.tools).toHaveLength(12);
    // What the check found is kept with the key: the list says, for good, that Pipedrive's key is connected
    // but not verified (the register answer's keyCheck was the only trace of it).
    const pipedrive = listed.body.tools.find((x: { tool: string }) => x.tool === 'pipedrive');
    expect(pipedrive).toMatchObject({ connected: true, verified: false });
    expect(pipedrive.keyCheck).toBeUndefined();
    // Funil de Vendas has no read to ask: its key is saved unchecked, connected and not verified.
    const fdv = await api.post('/api/user/register_crm', token, { crm: 'funildevendas', value: 'fdv-key' });
    expect(fdv.body).toMatchObject({ connected: true, verified: false, keyCheck: 'unchecked' });
    expect(JSON.stringify(listed.body)).not.toMatch(/pd-secret-key|rd-secret/);
    const totvs = await api.post('/api/user/register_crm', token, {
      crm: 'totvs',
      accessToken: 'a',
      integrationToken: 'b',
    });
    expect(totvs.status).toBe(201);
    // (Salesforce was connected by the OAuth tests above: from scratch here.)
    await api.delete(`/api/user/${userId}/token/salesforce`, token);
    const sf = await api.post('/api/user/register_crm', token, {
      crm: 'salesforce',
      instanceUrl: 'https://acme.my.salesforce.com/',
    });
    expect(sf.body.instanceUrl).toBe('https://acme.my.salesforce.com');
    expect(sf.body.keyCheck).toBe('unchecked');
    // The domain alone, before the Salesforce login, is kept but is not a connection: no export could start.
    expect(sf.body).toMatchObject({ connected: false, connectedAt: null, verified: false });

    // A key tool without its key: said on the field, not as "não está autenticado".
    for (const body of [{ crm: 'piperun' }, { crm: 'agendor', value: '  ' }]) {
      expect(await api.post('/api/user/register_crm', token, body)).toMatchObject({
        status: 400,
        body: {
          message: 'Campo obrigatório',
          errors: [{ summary: 'value', description: 'Campo obrigatório' }],
        },
      });
    }
    // A key with a space, an accent or an emoji inside is no tool's key: refused on the field, nothing saved.
    for (const value of ['  meu token 🔑 ', 'chave-ação']) {
      expect(await api.post('/api/user/register_crm', token, { crm: 'agendor', value })).toMatchObject({
        status: 400,
        body: { errors: [{ summary: 'value', description: EXPORT_MESSAGES.keyCharacters }] },
      });
    }
    // An address for a tool that takes none is refused, and nothing is saved (Agendor's card showed it).
    const agendorUrl = await api.post('/api/user/register_crm', token, {
      crm: 'agendor',
      value: 'ag-key',
      instanceUrl: 'https://acme.agendor.com.br',
    });
    expect(agendorUrl).toMatchObject({
      status: 400,
      body: { message: 'O Agendor não usa endereço de domínio ou portal' },
    });
    const agendor = (await api.get(`/api/user/${userId}/token`, token)).body.tools.find(
      (x: { tool: string }) => x.tool === 'agendor',
    );
    expect(agendor).toMatchObject({ connected: false, instanceUrl: null, label: 'Agendor' });
    expect((await api.post('/api/user/register_crm', token, { crm: 'excel', value: 'x' })).status).toBe(400);
    expect(
      (
        await api.post('/api/user/register_crm', token, {
          crm: 'salesforce',
          instanceUrl: 'javascript:alert(1)',
        })
      ).status,
    ).toBe(400);
    expect((await api.post('/api/user/rdstation/token', token, { token: '' })).status).toBe(400);

    const admin = await signIn(t.app, 'admin@prospecta.dev');
    expect((await api.get(`/api/user/${userId}/token`, admin.token)).status).toBe(404);
    expect((await api.delete(`/api/user/${userId}/token/pipedrive`, admin.token)).status).toBe(404);
    expect((await api.get('/api/user/not-a-uuid/token', token)).status).toBe(400);

    expect((await api.delete(`/api/user/${userId}/token/pipedrive`, token)).status).toBe(200);
    const after = await api.get(`/api/user/${userId}/token`, token);
    expect(after.body.tools.find((x: { tool: string }) => x.tool === 'pipedrive').connected).toBe(false);
  });
});
