// The HubSpot connector against its loopback fake: the unique cnpj property created once, companies
// upserted by it, contacts and deals associated, a second export updating, a known e-mail associated instead
// of duplicated, token errors, 429 bursts, a refused company and the options.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CrmRequestError, CrmTokenError } from '@/modules/exports/connectors/connector.ts';
import { crmFailureReason } from '@/modules/exports/connectors/crm-http.ts';
import { hubspotConnector } from '@/modules/exports/connectors/hubspot/hubspot.connector.ts';
import { fakeContext, SAMPLE_DESCRIPTION, sampleCompanies, sampleCompany } from '../fakes/crm-fake-server.ts';
import { type HubspotFake, startHubspotFake } from '../fakes/hubspot-fake.ts';

let fake: HubspotFake;
beforeEach(async () => {
  fake = await startHubspotFake();
});
afterEach(() => fake.close());

const context = (options: Record<string, unknown> = {}, accessToken = fake.token) =>
  fakeContext(fake.url, { accessToken }, options);

describe('hubspotConnector', () => {
  it('creates companies with their CNPJ, contacts and deals associated with them', async () => {
    const { ctx } = context({ ownerId: '512', deal: { stageId: 'appointmentscheduled', amount: 700 } });
    const outcomes = await hubspotConnector.exportBatch(ctx, sampleCompanies(3));

    expect(outcomes.map((o) => o.status)).toEqual(['created', 'created', 'created']);
    expect(outcomes[0]).toMatchObject({ contacts: 3, deals: 1 });
    expect(fake.properties.find((p) => p.name === 'cnpj')).toMatchObject({
      hasUniqueValue: true,
      type: 'string',
    });
    const company = fake.companies.find((c) => c.properties.name === 'Exemplo 1');
    expect(company?.properties).toMatchObject({
      cnpj: '11.222.334/0001-01',
      domain: 'exemplo1.com.br',
      phone: '+551133334001',
      city: 'São Paulo',
      hubspot_owner_id: '512',
      description: SAMPLE_DESCRIPTION,
    });
    expect(company?.id).toBe(outcomes[0]?.externalId);
    const people = fake
      .associatedWith('contacts', company?.id as string)
      .map((id) => fake.contacts.find((c) => c.id === id));
    expect(people.map((p) => p?.properties.lastname)).toEqual(['1-0', '1-1', '1']);
    expect(people[0]?.properties).toMatchObject({
      firstname: 'Pessoa',
      jobtitle: 'Sócio-Administrador',
      email: 'pessoa1@exemplo1.com.br',
    });
    expect(people[2]?.properties).toMatchObject({
      email: 'contato@exemplo1.com.br',
      mobilephone: '+5511987650001',
    });
    expect(fake.deals).toHaveLength(3);
    const deal = fake.deals.find((d) => fake.associatedWith('deals', company?.id as string).includes(d.id));
    expect(deal?.properties).toMatchObject({
      dealname: 'Exemplo 1',
      pipeline: 'default',
      dealstage: 'appointmentscheduled',
      amount: '700',
    });
    expect(fake.requests.filter((r) => r.path.endsWith('/batch/upsert'))).toHaveLength(1);
  });

  it('updates on a second export instead of duplicating companies, contacts, deals or the property', async () => {
    const companies = sampleCompanies(3);
    const options = { deal: { stageId: 'appointmentscheduled' } };
    await hubspotConnector.exportBatch(context(options).ctx, companies);
    const again = await hubspotConnector.exportBatch(context(options).ctx, companies);

    expect(again.map((o) => o.status)).toEqual(['updated', 'updated', 'updated']);
    expect(again[0]).toMatchObject({ contacts: 3, deals: 0 });
    expect(fake.companies).toHaveLength(3);
    expect(fake.companies.every((c) => c.updates === 1)).toBe(true);
    expect(fake.contacts).toHaveLength(9);
    expect(fake.deals).toHaveLength(3);
    expect(fake.properties.filter((p) => p.name === 'cnpj')).toHaveLength(1);
  });

  it('associates a contact whose e-mail HubSpot already holds instead of duplicating it', async () => {
    const first = sampleCompany(1);
    const moved = { ...sampleCompany(2), decisionMakers: first.decisionMakers.slice(0, 1) };
    await hubspotConnector.exportBatch(context().ctx, [first, moved]);
    const known = fake.contacts.filter((c) => c.properties.email === 'pessoa1@exemplo1.com.br');
    expect(known).toHaveLength(1);
    const second = fake.companies.find((c) => c.properties.name === 'Exemplo 2');
    expect(fake.associatedWith('contacts', second?.id as string)).toContain(known[0]?.id);
  });

  it('raises CrmTokenError on an invalid token', async () => {
    await expect(
      hubspotConnector.exportBatch(context({}, 'expired').ctx, sampleCompanies(1)),
    ).rejects.toBeInstanceOf(CrmTokenError);
    expect(fake.companies).toHaveLength(0);
  });

  it('waits out a burst of 429s with their Retry-After and completes', async () => {
    const { ctx, waits } = context();
    fake.throttle(3);
    const outcomes = await hubspotConnector.exportBatch(ctx, sampleCompanies(2));
    expect(outcomes.map((o) => o.status)).toEqual(['created', 'created']);
    expect(waits).toEqual([1000, 1000, 1000]);
    expect(fake.companies).toHaveLength(2);
  });

  it('fails only the company HubSpot refuses, resending the others one by one', async () => {
    fake.rejectNames.add('Exemplo 2');
    const outcomes = await hubspotConnector.exportBatch(context().ctx, sampleCompanies(3));
    expect(outcomes.map((o) => o.status)).toEqual(['created', 'failed', 'created']);
    expect(outcomes[1]?.error).toBe(
      'HubSpot recusou a empresa (HTTP 400): Empresa recusada por uma regra de validação: Exemplo 2',
    );
    expect(fake.companies.map((c) => c.properties.name)).toEqual(['Exemplo 1', 'Exemplo 3']);
    expect(fake.contacts).toHaveLength(6);
  });

  it('stops when HubSpot is down instead of resending the batch company by company', async () => {
    const { ctx, waits } = context();
    const down = { status: 502, body: { status: 'error', message: 'Bad Gateway', category: 'SERVER_ERROR' } };
    fake.outage(down, (r) => r.path.endsWith('/batch/upsert'));
    const error = await hubspotConnector.exportBatch(ctx, sampleCompanies(3)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CrmRequestError);
    expect(crmFailureReason(error, 'HubSpot')).toBe(
      'O HubSpot está instável (erro 502). Tente de novo em alguns minutos.',
    );
    // The batch call and its 3 retries; no company sent alone, no company failed as "recusada".
    expect(fake.requests.filter((r) => r.path.endsWith('/batch/upsert'))).toHaveLength(4);
    expect(waits).toHaveLength(3);
    expect(fake.companies).toHaveLength(0);
  });

  it.each([
    ['the CNPJ property cannot be created', 'crm.schemas.companies.write', 0],
    ['contacts cannot be written', 'crm.objects.contacts.write', 1],
  ])(
    'stops, naming the permission to grant, when %s (HubSpot 403 = missing scope)',
    async (_, scope, tried) => {
      fake.withheldScopes.add(scope);
      const error = await hubspotConnector
        .exportBatch(context().ctx, sampleCompanies(3))
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 403, refusal: { kind: 'missing_scope', scope } });
      // Not "a chave não vale mais": the connection is good, it lacks one permission; no company failed alone.
      expect(crmFailureReason(error, 'HubSpot')).toBe(
        `O HubSpot recusou o acesso (erro 403): a conexão salva não tem a permissão ${scope}. Conecte o HubSpot de novo em Painel do usuário › Integrações, autorizando essa permissão.`,
      );
      const denied = fake.requests.filter(
        (r) => r.path.startsWith('/crm/v3/objects/contacts') && r.method === 'POST',
      );
      // The first company's first contact at most: no next company was tried.
      expect(denied).toHaveLength(tried);
    },
  );

  it('refuses bad options with a clear message', () => {
    const result = hubspotConnector.optionsSchema.safeParse({ ownerId: 'ana', deal: { amount: -1 } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining([
        'O responsável deve ser o id numérico de um usuário do HubSpot',
        'A etapa do negócio é obrigatória',
        'O valor do negócio não pode ser negativo',
      ]),
    );
  });

  it('asks for authentication when no token is stored', () => {
    expect(hubspotConnector.missingCredentialsMessage({})).toBe('Você ainda não está autenticado no Hubspot');
    expect(hubspotConnector.missingCredentialsMessage({ accessToken: 't' })).toBeNull();
  });
});
