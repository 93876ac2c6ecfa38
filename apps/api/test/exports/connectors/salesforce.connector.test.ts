// The Salesforce connector against its loopback fake: Accounts upserted by the CNPJ External ID field,
// Contacts linked, Opportunities on demand, a second export updating, token errors, REQUEST_LIMIT_EXCEEDED
// bursts, a refused Account, a missing CNPJ field and the options.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CrmTokenError } from '@/modules/exports/connectors/connector.ts';
import { createCrmHttp, crmFailureReason } from '@/modules/exports/connectors/crm-http.ts';
import { salesforceConnector } from '@/modules/exports/connectors/salesforce/salesforce.connector.ts';
import { fakeContext, SAMPLE_DESCRIPTION, sampleCompanies } from '../fakes/crm-fake-server.ts';
import { type SalesforceFake, startSalesforceFake } from '../fakes/salesforce-fake.ts';

let fake: SalesforceFake;
beforeEach(async () => {
  fake = await startSalesforceFake({ pageSize: 2 });
});
afterEach(() => fake.close());

/** The shared fake context with the connector's own throttle and token signals, as the export job passes them. */
function context(options: Record<string, unknown> = {}, accessToken = fake.token) {
  const made = fakeContext('https://login.salesforce.com', { accessToken, instanceUrl: fake.url }, options);
  made.ctx.http = createCrmHttp({
    sleep: made.ctx.sleep,
    signal: made.ctx.signal,
    isThrottled: salesforceConnector.isThrottled,
    isTokenError: salesforceConnector.isTokenError,
  });
  return made;
}

describe('salesforceConnector', () => {
  it('creates Accounts with their CNPJ, Contacts linked to them and Opportunities when asked', async () => {
    const ownerId = '005000000000001AAA';
    const { ctx } = context({ ownerId, opportunity: { stageName: 'Prospecting', amount: 5000 } });
    const outcomes = await salesforceConnector.exportBatch(ctx, sampleCompanies(3));

    expect(outcomes.map((o) => o.status)).toEqual(['created', 'created', 'created']);
    expect(outcomes[0]).toMatchObject({ contacts: 3, deals: 1 });
    const account = fake.accounts[0] as Record<string, unknown>;
    expect(account).toMatchObject({
      CNPJ__c: '11.222.334/0001-01',
      Name: 'Exemplo 1',
      Phone: '+551133334001',
      Website: 'https://exemplo1.com.br',
      BillingCity: 'São Paulo',
      BillingState: 'SP',
      OwnerId: ownerId,
    });
    expect(account.Description).toBe(SAMPLE_DESCRIPTION);
    expect(account.BillingStreet).toBe('Rua das Flores, 101 - Centro');
    expect(account.Id).toBe(outcomes[0]?.externalId);
    const people = fake.contacts.filter((c) => c.AccountId === account.Id);
    expect(people.map((p) => [p.FirstName, p.LastName])).toEqual([
      ['Pessoa', '1-0'],
      ['Pessoa', '1-1'],
      ['Exemplo', '1'],
    ]);
    expect(people[0]).toMatchObject({ Title: 'Sócio-Administrador', Email: 'pessoa1@exemplo1.com.br' });
    expect(people[2]).toMatchObject({ Email: 'contato@exemplo1.com.br', MobilePhone: '+5511987650001' });
    expect(fake.opportunities).toHaveLength(3);
    expect(fake.opportunities[0]).toMatchObject({
      AccountId: account.Id,
      StageName: 'Prospecting',
      Amount: 5000,
    });
    expect(fake.opportunities[0]?.CloseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // One collection call for the Accounts, one for the Contacts, one for the Opportunities.
    expect(fake.requests.map((r) => `${r.method} ${r.path.replace('/services/data/v62.0', '')}`)).toEqual([
      'PATCH /composite/sobjects/Account/CNPJ__c',
      'POST /composite/sobjects',
      'POST /composite/sobjects',
    ]);
  });

  it('updates on a second export instead of duplicating Accounts, Contacts or Opportunities', async () => {
    const companies = sampleCompanies(3);
    const options = { opportunity: { stageName: 'Prospecting' } };
    await salesforceConnector.exportBatch(context(options).ctx, companies);
    const again = await salesforceConnector.exportBatch(context(options).ctx, companies);

    expect(again.map((o) => o.status)).toEqual(['updated', 'updated', 'updated']);
    expect(again[0]).toMatchObject({ contacts: 3, deals: 0 });
    expect(fake.accounts).toHaveLength(3);
    expect(fake.accounts.every((a) => a.updates === 1)).toBe(true);
    expect(fake.contacts).toHaveLength(9);
    expect(fake.opportunities).toHaveLength(3);
    // 9 Contacts and 3 Opportunities came back 2 a page: 4 + 1 further pages through nextRecordsUrl.
    expect(fake.requests.filter((r) => r.path.includes('/query/'))).toHaveLength(5);
  });

  it('raises CrmTokenError on an invalid session', async () => {
    await expect(
      salesforceConnector.exportBatch(context({}, 'expired').ctx, sampleCompanies(1)),
    ).rejects.toBeInstanceOf(CrmTokenError);
    expect(fake.accounts).toHaveLength(0);
  });

  it('waits out a burst of REQUEST_LIMIT_EXCEEDED answers and completes', async () => {
    const { ctx, waits } = context();
    fake.throttle(3);
    const outcomes = await salesforceConnector.exportBatch(ctx, sampleCompanies(2));
    expect(outcomes.map((o) => o.status)).toEqual(['created', 'created']);
    expect(waits).toHaveLength(3);
    expect(fake.accounts).toHaveLength(2);
  });

  it('stops on the org API limit once its waits are spent, saying to try later (not to reconnect)', async () => {
    const { ctx, waits } = context();
    fake.throttle(100);
    const error = await salesforceConnector.exportBatch(ctx, sampleCompanies(2)).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, refusal: { kind: 'api_limit' } });
    expect(waits).toHaveLength(5);
    expect(crmFailureReason(error, 'Salesforce')).toBe(
      'A sua organização no Salesforce atingiu o limite diário de requisições à API. Tente de novo mais tarde.',
    );
    expect(fake.accounts).toHaveLength(0);
  });

  it('fails only the Account Salesforce refuses, with its message', async () => {
    fake.rejectNames.add('Exemplo 2');
    const outcomes = await salesforceConnector.exportBatch(context().ctx, sampleCompanies(3));
    expect(outcomes.map((o) => o.status)).toEqual(['created', 'failed', 'created']);
    expect(outcomes[1]?.error).toBe(
      'Salesforce recusou a empresa: Conta recusada por uma regra de validação',
    );
    expect(fake.accounts.map((a) => a.Name)).toEqual(['Exemplo 1', 'Exemplo 3']);
    expect(fake.contacts).toHaveLength(6);
  });

  it('says which field to create when the org has no CNPJ External ID field', async () => {
    fake.externalIds.clear();
    await expect(salesforceConnector.exportBatch(context().ctx, sampleCompanies(1))).rejects.toThrow(
      'O campo CNPJ__c não existe na Conta (Account) do Salesforce',
    );
  });

  it('uses the domain URL of the request when given', async () => {
    const made = context({ domainUrl: fake.url });
    made.ctx.credentials = { accessToken: fake.token, instanceUrl: 'http://127.0.0.1:9' };
    const outcomes = await salesforceConnector.exportBatch(made.ctx, sampleCompanies(1));
    expect(outcomes[0]?.status).toBe('created');
  });

  it('refuses bad options with a clear message', () => {
    const result = salesforceConnector.optionsSchema.safeParse({
      domainUrl: 'minha empresa',
      cnpjField: 'CNPJ',
      opportunity: {},
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining([
        'A url de domínio é inválida',
        'O campo do CNPJ deve ser um campo personalizado, como CNPJ__c',
        'A fase da oportunidade é obrigatória',
      ]),
    );
  });

  it('asks for authentication, then for the domain URL', () => {
    expect(salesforceConnector.missingCredentialsMessage({})).toBe(
      'Você ainda não está autenticado no Salesforce',
    );
    expect(salesforceConnector.missingCredentialsMessage({ accessToken: 't' })).toBe(
      'A url de domínio está vazio em sua configuração de integração. Preencha antes de prosseguir',
    );
    expect(
      salesforceConnector.missingCredentialsMessage({
        accessToken: 't',
        instanceUrl: 'https://x.my.salesforce.com',
      }),
    ).toBeNull();
  });
});
