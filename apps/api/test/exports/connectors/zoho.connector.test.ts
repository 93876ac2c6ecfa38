// The Zoho connector against its loopback fake: the CNPJ field created once, Accounts upserted by it,
// Contacts linked, Deals on demand, a second export updating, token errors, 429 bursts, a refused Account
// and the options.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CrmTokenError } from '@/modules/exports/connectors/connector.ts';
import { createCrmHttp } from '@/modules/exports/connectors/crm-http.ts';
import { zohoConnector } from '@/modules/exports/connectors/zoho/zoho.connector.ts';
import { fakeContext, SAMPLE_DESCRIPTION, sampleCompanies } from '../fakes/crm-fake-server.ts';
import { startZohoFake, type ZohoFake } from '../fakes/zoho-fake.ts';

let fake: ZohoFake;
beforeEach(async () => {
  fake = await startZohoFake();
});
afterEach(() => fake.close());

/** The shared fake context with the connector's own token signal, as the export job passes it. */
function context(options: Record<string, unknown> = {}, accessToken = fake.token) {
  const made = fakeContext('https://www.zohoapis.com', { accessToken, instanceUrl: fake.url }, options);
  made.ctx.http = createCrmHttp({
    sleep: made.ctx.sleep,
    signal: made.ctx.signal,
    isThrottled: zohoConnector.isThrottled,
    isTokenError: zohoConnector.isTokenError,
  });
  return made;
}

describe('zohoConnector', () => {
  it('creates Accounts with their CNPJ, Contacts linked to them and Deals when asked', async () => {
    const { ctx } = context({
      ownerId: '4150868000000225013',
      deal: { stage: 'Qualification', amount: 900 },
    });
    const outcomes = await zohoConnector.exportBatch(ctx, sampleCompanies(3));

    expect(outcomes.map((o) => o.status)).toEqual(['created', 'created', 'created']);
    expect(outcomes[0]).toMatchObject({ contacts: 3, deals: 1 });
    expect(fake.fields.find((f) => f.field_label === 'CNPJ')).toMatchObject({
      data_type: 'text',
      api_name: 'CNPJ',
    });
    const account = fake.accounts[0] as Record<string, unknown>;
    expect(account).toMatchObject({
      CNPJ: '11.222.334/0001-01',
      Account_Name: 'Exemplo 1',
      Phone: '+551133334001',
      Billing_City: 'São Paulo',
      Billing_Street: 'Rua das Flores, 101 - Centro',
      Description: SAMPLE_DESCRIPTION,
      Owner: { id: '4150868000000225013' },
    });
    expect(account.id).toBe(outcomes[0]?.externalId);
    const people = fake.contacts.filter((c) => (c.Account_Name as { id: string }).id === account.id);
    expect(people.map((p) => p.Last_Name)).toEqual(['1-0', '1-1', '1']);
    expect(people[0]).toMatchObject({
      First_Name: 'Pessoa',
      Title: 'Sócio-Administrador',
      Email: 'pessoa1@exemplo1.com.br',
    });
    expect(people[2]).toMatchObject({ Email: 'contato@exemplo1.com.br', Mobile: '+5511987650001' });
    expect(fake.deals).toHaveLength(3);
    expect(fake.deals[0]).toMatchObject({
      Deal_Name: 'Exemplo 1',
      Stage: 'Qualification',
      Amount: 900,
      Account_Name: { id: account.id },
    });
    expect(fake.requests.every((r) => r.headers.authorization === `Zoho-oauthtoken ${fake.token}`)).toBe(
      true,
    );
  });

  it('updates on a second export instead of duplicating Accounts, Contacts, Deals or the field', async () => {
    const companies = sampleCompanies(3);
    const options = { deal: { stage: 'Qualification' } };
    await zohoConnector.exportBatch(context(options).ctx, companies);
    const fieldCount = fake.fields.length;
    const again = await zohoConnector.exportBatch(context(options).ctx, companies);

    expect(again.map((o) => o.status)).toEqual(['updated', 'updated', 'updated']);
    expect(again[0]).toMatchObject({ contacts: 3, deals: 0 });
    expect(fake.accounts).toHaveLength(3);
    expect(fake.accounts.every((a) => a.updates === 1)).toBe(true);
    expect(fake.contacts).toHaveLength(9);
    expect(fake.deals).toHaveLength(3);
    expect(fake.fields).toHaveLength(fieldCount);
  });

  it('raises CrmTokenError on an invalid token', async () => {
    await expect(
      zohoConnector.exportBatch(context({}, 'expired').ctx, sampleCompanies(1)),
    ).rejects.toBeInstanceOf(CrmTokenError);
    expect(fake.accounts).toHaveLength(0);
  });

  it('reads an INVALID_TOKEN body as a token error whatever its status', () => {
    expect(zohoConnector.isTokenError?.(400, { code: 'INVALID_TOKEN', status: 'error' })).toBe(true);
    expect(zohoConnector.isTokenError?.(400, { code: 'INVALID_DATA', status: 'error' })).toBe(false);
  });

  it('waits out a burst of 429s and completes', async () => {
    const { ctx, waits } = context();
    fake.throttle(3);
    const outcomes = await zohoConnector.exportBatch(ctx, sampleCompanies(2));
    expect(outcomes.map((o) => o.status)).toEqual(['created', 'created']);
    expect(waits).toHaveLength(3);
    expect(fake.accounts).toHaveLength(2);
  });

  it('fails only the Account Zoho refuses, with its message', async () => {
    fake.rejectNames.add('Exemplo 2');
    const outcomes = await zohoConnector.exportBatch(context().ctx, sampleCompanies(3));
    expect(outcomes.map((o) => o.status)).toEqual(['created', 'failed', 'created']);
    expect(outcomes[1]?.error).toBe(
      'Zoho CRM recusou a empresa: Conta recusada por uma regra de validação (Account_Name)',
    );
    expect(fake.accounts.map((a) => a.Account_Name)).toEqual(['Exemplo 1', 'Exemplo 3']);
    expect(fake.contacts).toHaveLength(6);
  });

  it('fails every company with the reason when Zoho refuses the whole call', async () => {
    for (const n of [1, 2]) fake.rejectNames.add(`Exemplo ${n}`);
    const outcomes = await zohoConnector.exportBatch(context().ctx, sampleCompanies(2));
    expect(outcomes.map((o) => o.status)).toEqual(['failed', 'failed']);
    expect(fake.requests.some((r) => r.path.endsWith('/Contacts'))).toBe(false);
  });

  it('refuses bad options with a clear message', () => {
    const result = zohoConnector.optionsSchema.safeParse({ ownerId: 'ana', deal: { closingInDays: 0 } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining([
        'O responsável deve ser o id numérico de um usuário do Zoho CRM',
        'A etapa do negócio é obrigatória',
        'O prazo de fechamento deve ser positivo',
      ]),
    );
  });

  it('asks for authentication when no token is stored', () => {
    expect(zohoConnector.missingCredentialsMessage({})).toBe('Você ainda não está autenticado no Zoho');
    expect(zohoConnector.missingCredentialsMessage({ accessToken: 't' })).toBeNull();
  });
});
