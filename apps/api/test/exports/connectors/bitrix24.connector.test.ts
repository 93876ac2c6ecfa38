// The Bitrix24 connector against its loopback fake: companies by the CNPJ user field, contacts linked, deals
// from dealSendInformation, a second export updating, token errors, QUERY_LIMIT_EXCEEDED bursts, a refused
// company and the options.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bitrix24Connector } from '@/modules/exports/connectors/bitrix24/bitrix24.connector.ts';
import { CrmTokenError } from '@/modules/exports/connectors/connector.ts';
import { createCrmHttp } from '@/modules/exports/connectors/crm-http.ts';
import { type Bitrix24Fake, startBitrix24Fake } from '../fakes/bitrix24-fake.ts';
import { fakeContext, SAMPLE_FACTS, sampleCompanies } from '../fakes/crm-fake-server.ts';

let fake: Bitrix24Fake;
beforeEach(async () => {
  fake = await startBitrix24Fake();
});
afterEach(() => fake.close());

/** The shared fake context with the connector's own throttle and token signals, as the export job passes them. */
function context(options: Record<string, unknown> = {}, accessToken = fake.token) {
  const made = fakeContext('https://oauth.bitrix.info', { accessToken, instanceUrl: fake.url }, options);
  made.ctx.http = createCrmHttp({
    sleep: made.ctx.sleep,
    signal: made.ctx.signal,
    isThrottled: bitrix24Connector.isThrottled,
    isTokenError: bitrix24Connector.isTokenError,
  });
  return made;
}

describe('bitrix24Connector', () => {
  it('creates companies with their CNPJ, contacts linked to them and deals from dealSendInformation', async () => {
    const { ctx } = context({ assignedById: 9, dealSendInformation: { categoryId: 2, stageId: 'C2:NEW' } });
    const outcomes = await bitrix24Connector.exportBatch(ctx, sampleCompanies(3));

    expect(outcomes.map((o) => o.status)).toEqual(['created', 'created', 'created']);
    expect(outcomes[0]).toMatchObject({ contacts: 2, deals: 1 });
    expect(fake.userFields).toMatchObject([{ FIELD_NAME: 'UF_CRM_PROSPECTA_CNPJ', USER_TYPE_ID: 'string' }]);
    const company = fake.companies[0] as Record<string, unknown>;
    expect(company).toMatchObject({
      TITLE: 'Exemplo 1',
      UF_CRM_PROSPECTA_CNPJ: '11.222.334/0001-01',
      ASSIGNED_BY_ID: '9',
      ADDRESS_CITY: 'São Paulo',
      COMMENTS: [
        SAMPLE_FACTS.razaoSocial,
        SAMPLE_FACTS.cnpj,
        SAMPLE_FACTS.cnae,
        SAMPLE_FACTS.porte,
        SAMPLE_FACTS.situacao,
        SAMPLE_FACTS.abertura,
      ].join('\n'),
      EMAIL: [{ VALUE: 'contato@exemplo1.com.br', VALUE_TYPE: 'WORK' }],
      PHONE: [
        { VALUE: '+551133334001', VALUE_TYPE: 'WORK' },
        { VALUE: '+5511987650001', VALUE_TYPE: 'MOBILE' },
      ],
    });
    expect(String(company.ID)).toBe(outcomes[0]?.externalId);
    const people = fake.contacts.filter((c) => c.COMPANY_ID === String(company.ID));
    expect(people.map((p) => [p.NAME, p.LAST_NAME, p.POST])).toEqual([
      ['Pessoa', '1-0', 'Sócio-Administrador'],
      ['Pessoa', '1-1', 'Diretor'],
    ]);
    expect(people[0]?.EMAIL).toEqual([{ VALUE: 'pessoa1@exemplo1.com.br', VALUE_TYPE: 'WORK' }]);
    expect(fake.deals).toHaveLength(3);
    expect(fake.deals[0]).toMatchObject({
      TITLE: 'Exemplo 1',
      COMPANY_ID: String(company.ID),
      CONTACT_ID: String(people[0]?.ID),
      CATEGORY_ID: '2',
      STAGE_ID: 'C2:NEW',
    });
    // One lookup batch, one save batch, one contacts batch, one deals batch (plus the field check and add).
    expect(fake.methods.filter((m) => m === 'crm.company.add')).toHaveLength(3);
    expect(fake.requests.map((r) => r.path)).toEqual([
      '/rest/crm.company.userfield.list.json',
      '/rest/crm.company.userfield.add.json',
      '/rest/batch.json',
      '/rest/batch.json',
      '/rest/batch.json',
      '/rest/batch.json',
    ]);
  });

  it('updates on a second export instead of duplicating companies, contacts, deals or the field', async () => {
    const companies = sampleCompanies(3);
    const options = { dealSendInformation: { categoryId: 0 } };
    await bitrix24Connector.exportBatch(context(options).ctx, companies);
    const again = await bitrix24Connector.exportBatch(context(options).ctx, companies);

    expect(again.map((o) => o.status)).toEqual(['updated', 'updated', 'updated']);
    expect(again[0]).toMatchObject({ contacts: 2, deals: 0 });
    expect(fake.companies).toHaveLength(3);
    expect(fake.companies.every((c) => c.updates === 1)).toBe(true);
    // The update leaves the multi-fields alone (Bitrix24 would append them again).
    expect(fake.companies[0]?.PHONE).toHaveLength(2);
    expect(fake.contacts).toHaveLength(6);
    expect(fake.deals).toHaveLength(3);
    expect(fake.userFields).toHaveLength(1);
  });

  it('sends no deal without dealSendInformation or when send is false', async () => {
    await bitrix24Connector.exportBatch(context().ctx, sampleCompanies(1));
    await bitrix24Connector.exportBatch(
      context({ dealSendInformation: { send: false } }).ctx,
      sampleCompanies(2),
    );
    expect(fake.deals).toHaveLength(0);
    expect(fake.methods).not.toContain('crm.deal.list');
  });

  it('raises CrmTokenError on an invalid token', async () => {
    await expect(
      bitrix24Connector.exportBatch(context({}, 'wrong').ctx, sampleCompanies(1)),
    ).rejects.toBeInstanceOf(CrmTokenError);
    expect(fake.companies).toHaveLength(0);
  });

  it('reads an expired_token body as a token error whatever its status', () => {
    expect(bitrix24Connector.isTokenError?.(400, { error: 'expired_token' })).toBe(true);
    expect(bitrix24Connector.isTokenError?.(400, { error: 'ERROR_CORE' })).toBe(false);
  });

  it('waits out a burst of QUERY_LIMIT_EXCEEDED answers and completes', async () => {
    const { ctx, waits } = context();
    fake.throttle(3);
    const outcomes = await bitrix24Connector.exportBatch(ctx, sampleCompanies(2));
    expect(outcomes.map((o) => o.status)).toEqual(['created', 'created']);
    expect(waits).toHaveLength(3);
    expect(fake.companies).toHaveLength(2);
  });

  it('fails only the company the portal refuses, with its reason', async () => {
    fake.rejectTitles.add('Exemplo 2');
    const outcomes = await bitrix24Connector.exportBatch(context().ctx, sampleCompanies(3));
    expect(outcomes.map((o) => o.status)).toEqual(['created', 'failed', 'created']);
    expect(outcomes[1]?.error).toBe(
      'Bitrix24 recusou a empresa: Empresa recusada por uma regra de automação',
    );
    expect(fake.companies.map((c) => c.TITLE)).toEqual(['Exemplo 1', 'Exemplo 3']);
    expect(fake.contacts).toHaveLength(4);
  });

  it('refuses bad options with a clear message', () => {
    const result = bitrix24Connector.optionsSchema.safeParse({
      assignedById: 'joão',
      dealSendInformation: { categoryId: -1 },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining(['O responsável deve ser um número', 'O funil não pode ser negativo']),
    );
  });

  it('asks for authentication when no token or portal is stored', () => {
    const message = 'Você ainda não está autenticado no Bitrix24';
    expect(bitrix24Connector.missingCredentialsMessage({})).toBe(message);
    expect(bitrix24Connector.missingCredentialsMessage({ accessToken: 't' })).toBe(message);
    expect(
      bitrix24Connector.missingCredentialsMessage({
        accessToken: 't',
        instanceUrl: 'https://x.bitrix24.com.br',
      }),
    ).toBeNull();
    expect(
      bitrix24Connector.missingCredentialsMessage({ instanceUrl: 'https://x.bitrix24.com.br/rest/1/abc' }),
    ).toBeNull();
  });
});
