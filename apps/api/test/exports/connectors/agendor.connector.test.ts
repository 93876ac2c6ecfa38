// The Agendor connector against its loopback fake: organizations upserted by CNPJ, people linked, deals on
// demand, a second export updating, token errors, 429 bursts, partial failures and the options.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { agendorConnector } from '@/modules/exports/connectors/agendor/agendor.connector.ts';
import {
  CrmRequestError,
  CrmTokenError,
  type ExportCompany,
} from '@/modules/exports/connectors/connector.ts';
import { type AgendorFake, startAgendorFake } from '../fakes/agendor-fake.ts';
import { fakeContext, SAMPLE_FACTS, sampleCompanies } from '../fakes/crm-fake-server.ts';

let fake: AgendorFake;
beforeEach(async () => {
  fake = await startAgendorFake({ pageSize: 1 });
});
afterEach(() => fake.close());

const context = (options: Record<string, unknown> = {}, apiKey = fake.token) =>
  fakeContext(fake.apiUrl, { apiKey }, options);

describe('agendorConnector', () => {
  it('creates organizations with their CNPJ, people linked to them and deals when asked', async () => {
    const { ctx } = context({
      ownerUser: 'vendas@cliente.com.br',
      deal: { funnelId: 4, stageId: 2, value: 900 },
    });
    const outcomes = await agendorConnector.exportBatch(ctx, sampleCompanies(3));

    expect(outcomes.map((o) => o.status)).toEqual(['created', 'created', 'created']);
    expect(outcomes[0]).toMatchObject({ contacts: 2, deals: 1 });
    const org = fake.organizations[0];
    expect(org).toMatchObject({
      name: 'Exemplo 1',
      legalName: 'EMPRESA EXEMPLO 1 LTDA',
      cnpj: '11222334000101',
      ownerUser: 'vendas@cliente.com.br',
      description: [SAMPLE_FACTS.cnae, SAMPLE_FACTS.porte, SAMPLE_FACTS.situacao].join('\n'),
      contact: { email: 'contato@exemplo1.com.br', work: '1133334001', mobile: '11987650001' },
      address: { city: 'São Paulo', state: 'SP', postal_code: '01001000', street_number: 101 },
    });
    expect(String(org?.id)).toBe(outcomes[0]?.externalId);
    const linked = fake.people.filter((p) => p.organization === org?.id);
    expect(linked.map((p) => p.name)).toEqual(['Pessoa 1-0', 'Pessoa 1-1']);
    expect(linked[0]).toMatchObject({
      role: 'Sócio-Administrador',
      contact: { email: 'pessoa1@exemplo1.com.br' },
    });
    expect(fake.deals).toHaveLength(3);
    expect(fake.deals[0]).toMatchObject({
      organization: org?.id,
      funnel: { id: 4 },
      dealStage: 2,
      value: 900,
    });
    expect(fake.requests.every((r) => r.headers.authorization === `Token ${fake.token}`)).toBe(true);
  });

  it.each([
    ['S/N', { street_name: 'Rua das Flores, S/N' }],
    ['1A', { street_name: 'Rua das Flores, 1A' }],
    ['KM 12', { street_name: 'Rua das Flores, KM 12' }],
    ['0450', { street_name: 'Rua das Flores', street_number: 450 }],
    [null, { street_name: 'Rua das Flores' }],
  ])(
    'keeps the address number %s: a number as one, any other text after the street',
    async (numero, sent) => {
      const company = sampleCompanies(1)[0] as ExportCompany;
      const [outcome] = await agendorConnector.exportBatch(context().ctx, [
        { ...company, address: { ...company.address, numero } },
      ]);
      expect(outcome?.status).toBe('created');
      const address = fake.organizations[0]?.address as Record<string, unknown>;
      expect(address).toMatchObject(sent);
      if (!('street_number' in sent)) expect(address).not.toHaveProperty('street_number');
    },
  );

  it('updates on a second export instead of duplicating organizations, people or deals', async () => {
    const companies = sampleCompanies(3);
    const options = { deal: { funnelId: 4 } };
    await agendorConnector.exportBatch(context(options).ctx, companies);
    const again = await agendorConnector.exportBatch(context(options).ctx, companies);

    expect(again.map((o) => o.status)).toEqual(['updated', 'updated', 'updated']);
    expect(again[0]).toMatchObject({ contacts: 2, deals: 0 });
    expect(fake.organizations).toHaveLength(3);
    expect(fake.organizations.every((o) => o.updates === 1)).toBe(true);
    expect(fake.people).toHaveLength(6);
    expect(fake.deals).toHaveLength(3);
  });

  it('keeps only valid company phones when asked', async () => {
    await agendorConnector.exportBatch(context({ onlyValidPhones: true }).ctx, sampleCompanies(1));
    expect(fake.organizations[0]?.contact).toEqual({ email: 'contato@exemplo1.com.br', work: '1133334001' });
  });

  it('stops at the first company when the tool cannot be reached, instead of each one retrying in turn', async () => {
    const { ctx, waits } = context();
    await fake.close();
    const refused = agendorConnector.exportBatch(ctx, sampleCompanies(3));
    await expect(refused).rejects.toBeInstanceOf(CrmRequestError);
    await expect(refused).rejects.toMatchObject({ status: 0 });
    // One company's retries (3 backoffs), not three companies'.
    expect(waits).toHaveLength(3);
  });

  it('raises CrmTokenError on an invalid token', async () => {
    await expect(
      agendorConnector.exportBatch(context({}, 'wrong').ctx, sampleCompanies(1)),
    ).rejects.toBeInstanceOf(CrmTokenError);
    expect(fake.organizations).toHaveLength(0);
  });

  it('waits out a burst of 429s with their Retry-After and completes', async () => {
    const { ctx, waits } = context();
    fake.throttle(4);
    const outcomes = await agendorConnector.exportBatch(ctx, sampleCompanies(2));
    expect(outcomes.map((o) => o.status)).toEqual(['created', 'created']);
    expect(waits).toEqual([2000, 2000, 2000, 2000]);
    expect(fake.organizations).toHaveLength(2);
  });

  it('fails only the company the tool refuses, with its reason', async () => {
    fake.rejectNames.add('Exemplo 2');
    const outcomes = await agendorConnector.exportBatch(context().ctx, sampleCompanies(3));
    expect(outcomes.map((o) => o.status)).toEqual(['created', 'failed', 'created']);
    expect(outcomes[1]).toMatchObject({
      cnpj: '11222335000102',
      error: 'Agendor recusou a empresa (HTTP 422): cnpj: CNPJ inválido',
    });
    expect(fake.organizations.map((o) => o.name)).toEqual(['Exemplo 1', 'Exemplo 3']);
  });

  it('refuses bad options with a clear message', () => {
    const result = agendorConnector.optionsSchema.safeParse({ ownerUser: 'fulano', deal: {} });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(
      // A deal without its funnel: asked for, not called "not a number".
      expect.arrayContaining(['Informe o funil']),
    );
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain('ownerUser');
  });

  it('asks for authentication when no token is stored', () => {
    expect(agendorConnector.missingCredentialsMessage({})).toBe('Você ainda não está autenticado no agendor');
    expect(agendorConnector.missingCredentialsMessage({ apiKey: 'k' })).toBeNull();
  });
});
