// The TOTVS connector against its loopback fake: customers by CNPJ (RestQuery filter) created or updated,
// contacts linked, the session cookie and integration token, 401s, 429 bursts, a 409 failing one company,
// the existing-CNPJs lookup, the options and the spec's message for empty integration fields.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CrmTokenError, type ToolCredentials } from '@/modules/exports/connectors/connector.ts';
import { totvsConnector } from '@/modules/exports/connectors/totvs/totvs.connector.ts';
import { totvsExistingCnpjs } from '@/modules/exports/connectors/totvs/totvs-existing.ts';
import { fakeContext, sampleCompanies } from '../fakes/crm-fake-server.ts';
import { startTotvsFake, type TotvsFake } from '../fakes/totvs-fake.ts';

let fake: TotvsFake;
beforeEach(async () => {
  fake = await startTotvsFake();
});
afterEach(() => fake.close());

const context = (options: Record<string, unknown> = {}, credentials: Partial<ToolCredentials> = {}) =>
  fakeContext(
    fake.apiUrl,
    { accessToken: fake.session, integrationToken: fake.integrationToken, ...credentials },
    options,
  );

describe('totvsConnector', () => {
  it('creates customers with their CNPJ and contacts linked to them', async () => {
    const outcomes = await totvsConnector.exportBatch(context({ ownerId: 8 }).ctx, sampleCompanies(2));

    expect(outcomes.map((o) => o.status)).toEqual(['created', 'created']);
    expect(outcomes[0]).toMatchObject({ contacts: 2, deals: 0 });
    const customer = fake.customers[0] as Record<string, unknown> & { id: number };
    expect(String(customer.id)).toBe(outcomes[0]?.externalId);
    expect(customer).toMatchObject({
      name: 'Exemplo 1',
      corporateName: 'EMPRESA EXEMPLO 1 LTDA',
      cnpj: '11222334000101',
      ownerId: 8,
      email: 'contato@exemplo1.com.br',
      phones: [
        { number: '1133334001', type: 'landline' },
        { number: '11987650001', type: 'mobile' },
      ],
      address: { street: 'Rua das Flores', city: 'São Paulo', state: 'SP', zipCode: '01001000' },
    });
    const contacts = fake.contacts.filter((c) => c.customerId === String(customer.id));
    expect(contacts.map((c) => c.name)).toEqual(['Pessoa 1-0', 'Pessoa 1-1']);
    expect(contacts[0]).toMatchObject({ jobTitle: 'Sócio-Administrador', email: 'pessoa1@exemplo1.com.br' });
    const creates = fake.requests.filter((r) => r.headers['integration-action'] === 'create');
    expect(creates.every((r) => r.headers['integration-filter'] === undefined)).toBe(true);
  });

  it('updates on a second export instead of duplicating customers or contacts', async () => {
    const companies = sampleCompanies(2);
    await totvsConnector.exportBatch(context().ctx, companies);
    const again = await totvsConnector.exportBatch(context().ctx, companies);

    expect(again.map((o) => o.status)).toEqual(['updated', 'updated']);
    expect(fake.customers).toHaveLength(2);
    expect(fake.customers.every((c) => c.update_count === 1 && c.cnpj)).toBe(true);
    expect(fake.contacts).toHaveLength(4);
  });

  it("calls the customer's own host when one is stored", async () => {
    const { ctx } = fakeContext('http://127.0.0.1:9/nowhere', {
      accessToken: fake.session,
      integrationToken: fake.integrationToken,
      instanceUrl: `${fake.url}/`,
    });
    const outcomes = await totvsConnector.exportBatch(ctx, sampleCompanies(1));
    expect(outcomes[0]?.status).toBe('created');
    expect(fake.requests.every((r) => r.path === '/api/integration')).toBe(true);
  });

  it('keeps only valid company phones when onlyValidPhones is set', async () => {
    await totvsConnector.exportBatch(context({ onlyValidPhones: true }).ctx, sampleCompanies(1));
    expect(fake.customers[0]?.phones).toEqual([{ number: '1133334001', type: 'landline' }]);
  });

  it('raises CrmTokenError when TOTVS asks to log in again', async () => {
    await expect(
      totvsConnector.exportBatch(context({}, { accessToken: 'expirada' }).ctx, sampleCompanies(1)),
    ).rejects.toBeInstanceOf(CrmTokenError);
    await expect(
      totvsConnector.exportBatch(context({}, { integrationToken: 'outro' }).ctx, sampleCompanies(1)),
    ).rejects.toBeInstanceOf(CrmTokenError);
    expect(fake.customers).toHaveLength(0);
  });

  it('waits out a burst of 429s and completes', async () => {
    const { ctx, waits } = context();
    fake.throttle(4);
    const outcomes = await totvsConnector.exportBatch(ctx, sampleCompanies(2));
    expect(outcomes.map((o) => o.status)).toEqual(['created', 'created']);
    expect(waits).toEqual([1000, 1000, 1000, 1000]);
    expect(fake.customers).toHaveLength(2);
  });

  it('fails only the company TOTVS refuses, with its reason', async () => {
    fake.rejectNames.add('Exemplo 2');
    const outcomes = await totvsConnector.exportBatch(context().ctx, sampleCompanies(3));
    expect(outcomes.map((o) => o.status)).toEqual(['created', 'failed', 'created']);
    expect(outcomes[1]?.error).toBe(
      'TOTVS CRM recusou a empresa (HTTP 409): Erro de restrição: CNPJ já vinculado a outro cliente',
    );
    expect(fake.customers.map((c) => c.name)).toEqual(['Exemplo 1', 'Exemplo 3']);
  });

  it('tells which CNPJs TOTVS already holds', async () => {
    const companies = sampleCompanies(3);
    await totvsConnector.exportBatch(context().ctx, companies.slice(0, 2));
    const found = await totvsExistingCnpjs(
      context().ctx,
      companies.map((c) => c.cnpj),
    );
    expect(found.sort()).toEqual(companies.slice(0, 2).map((c) => c.cnpj));
  });

  it('refuses bad options with a clear message', () => {
    const result = totvsConnector.optionsSchema.safeParse({ ownerId: 'ana', onlyValidPhones: 1 });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'O responsável deve ser um número',
      'A opção de enviar só telefones confirmados deve ser verdadeira ou falsa',
    ]);
  });

  it('asks for both integration fields', () => {
    const message = 'Os campos de integração da ToTvs estão vazios. Preencha eles antes de prosseguir.';
    expect(totvsConnector.missingCredentialsMessage({})).toBe(message);
    expect(totvsConnector.missingCredentialsMessage({ accessToken: 'a' })).toBe(message);
    expect(totvsConnector.missingCredentialsMessage({ integrationToken: 'i' })).toBe(message);
    expect(totvsConnector.missingCredentialsMessage({ accessToken: 'a', integrationToken: 'i' })).toBeNull();
  });
});
