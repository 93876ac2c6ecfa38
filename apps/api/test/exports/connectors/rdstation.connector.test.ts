// The RD Station CRM connector against its loopback fake: the CNPJ custom field read or created,
// organizations found by CNPJ among name matches, contacts linked, deals on demand, a second export
// updating, token errors, 429 bursts, partial failures and the options.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CrmTokenError } from '@/modules/exports/connectors/connector.ts';
import {
  candidateNames,
  rdstationConnector,
} from '@/modules/exports/connectors/rdstation/rdstation.connector.ts';
import { fakeContext, SAMPLE_FACTS, sampleCompanies, sampleCompany } from '../fakes/crm-fake-server.ts';
import { type RdstationFake, startRdstationFake } from '../fakes/rdstation-fake.ts';

let fake: RdstationFake;
beforeEach(async () => {
  fake = await startRdstationFake({ pageSize: 2 });
});
afterEach(() => fake.close());

const STAGE = '5f1e2d3c4b5a697887766554';
const OWNER = '5f1e2d3c4b5a697887766000';
const context = (options: Record<string, unknown> = {}, apiKey = fake.token) =>
  fakeContext(fake.apiUrl, { apiKey }, options);
const cnpjField = () => fake.customFields.find((f) => f.label === 'CNPJ');

describe('rdstationConnector', () => {
  it('creates organizations with their CNPJ field, contacts linked to them and deals when asked', async () => {
    const { ctx } = context({ ownerId: OWNER, deal: { stageId: STAGE, amount: 500 } });
    const outcomes = await rdstationConnector.exportBatch(ctx, sampleCompanies(3));

    expect(outcomes.map((o) => o.status)).toEqual(['created', 'created', 'created']);
    expect(outcomes[0]).toMatchObject({ contacts: 3, deals: 1 });
    expect(cnpjField()).toMatchObject({ for: 'organization', type: 'text' });
    const org = fake.organizations[0];
    expect(org).toMatchObject({
      name: 'Exemplo 1',
      url: 'https://exemplo1.com.br',
      user_id: OWNER,
      organization_custom_fields: [{ custom_field_id: cnpjField()?._id, value: '11.222.334/0001-01' }],
    });
    expect(org?.resume).toBe(
      [
        SAMPLE_FACTS.razaoSocial,
        SAMPLE_FACTS.cnae,
        SAMPLE_FACTS.porte,
        SAMPLE_FACTS.situacao,
        'Endereço: Rua das Flores, 101, Centro, São Paulo, SP, 01001000',
      ].join('\n'),
    );
    expect(org?._id).toBe(outcomes[0]?.externalId);
    const linked = fake.contacts.filter((c) => c.organization_id === org?._id);
    expect(linked.map((c) => c.name)).toEqual(['Pessoa 1-0', 'Pessoa 1-1', 'Exemplo 1']);
    expect(linked[0]).toMatchObject({
      title: 'Sócio-Administrador',
      emails: [{ email: 'pessoa1@exemplo1.com.br' }],
    });
    expect(linked[2]?.phones).toEqual([
      { phone: '1133334001', type: 'work' },
      { phone: '11987650001', type: 'cellphone' },
    ]);
    expect(fake.deals[0]).toMatchObject({
      deal_stage_id: STAGE,
      amount_total: 500,
      organization: { _id: org?._id },
    });
    expect(fake.requests.every((r) => r.query.get('token') === fake.token)).toBe(true);
  });

  it('updates on a second export instead of duplicating organizations, contacts, deals or the field', async () => {
    const companies = sampleCompanies(3);
    const options = { deal: { stageId: STAGE } };
    await rdstationConnector.exportBatch(context(options).ctx, companies);
    const again = await rdstationConnector.exportBatch(context(options).ctx, companies);

    expect(again.map((o) => o.status)).toEqual(['updated', 'updated', 'updated']);
    expect(again[0]).toMatchObject({ contacts: 3, deals: 0 });
    expect(fake.organizations).toHaveLength(3);
    expect(fake.organizations.every((o) => o.updates === 1)).toBe(true);
    expect(fake.contacts).toHaveLength(9);
    expect(fake.deals).toHaveLength(3);
    expect(fake.customFields.filter((f) => f.label === 'CNPJ')).toHaveLength(1);
  });

  it('never takes an unrelated organization of the same name without a CNPJ: creates it under its city', async () => {
    const unrelated = { _id: 'b'.repeat(24), name: 'exemplo 1', url: 'https://outra-empresa.com.br' };
    fake.organizations.push({ ...unrelated });
    const [outcome] = await rdstationConnector.exportBatch(context().ctx, sampleCompanies(1));

    expect(outcome).toMatchObject({ status: 'created' });
    expect(fake.organizations[0]).toEqual(unrelated);
    expect(fake.organizations[1]).toMatchObject({
      _id: outcome?.externalId,
      name: 'Exemplo 1 — São Paulo/SP',
      organization_custom_fields: [{ value: '11.222.334/0001-01' }],
    });
    expect(fake.contacts.every((c) => c.organization_id === outcome?.externalId)).toBe(true);
  });

  it("takes a same-name organization without a CNPJ when its site is the company's, and writes the CNPJ", async () => {
    fake.organizations.push({ _id: 'b'.repeat(24), name: 'exemplo 1', url: 'http://www.Exemplo1.com.br/' });
    const [outcome] = await rdstationConnector.exportBatch(context().ctx, sampleCompanies(1));
    expect(outcome).toMatchObject({ status: 'updated', externalId: 'b'.repeat(24) });
    expect(fake.organizations).toHaveLength(1);
    expect(fake.organizations[0]).toMatchObject({
      name: 'exemplo 1',
      organization_custom_fields: [{ value: '11.222.334/0001-01' }],
    });
  });

  it('creates a company whose name another CNPJ holds under a distinguishing name, and finds it by CNPJ next time', async () => {
    const other = (id: string, name: string, cnpj: string) => ({
      _id: id.repeat(24),
      name,
      organization_custom_fields: [{ custom_field_id: 'cf0000000000000000000002', value: cnpj }],
    });
    fake.customFields.push({ _id: 'cf0000000000000000000002', label: 'CNPJ', for: 'organization' });
    fake.organizations.push(
      other('b', 'Exemplo 1', '99.999.999/0001-91'),
      other('c', 'Exemplo 1 — São Paulo/SP', '88.888.888/0001-91'),
    );
    // A branch (order 0012) of a company whose name and name with its city are taken.
    const branch = { ...sampleCompany(1), cnpj: '11222334001201' };
    const [first] = await rdstationConnector.exportBatch(context().ctx, [branch]);
    expect(first).toMatchObject({ status: 'created' });
    expect(fake.organizations.map((o) => o.name)).toEqual([
      'Exemplo 1',
      'Exemplo 1 — São Paulo/SP',
      'Exemplo 1 — Filial 0012',
    ]);

    const [again] = await rdstationConnector.exportBatch(context().ctx, [branch]);
    expect(again).toMatchObject({ status: 'updated', externalId: first?.externalId });
    expect(fake.organizations).toHaveLength(3);
    // It keeps its distinguishing name; the other companies' organizations are untouched.
    expect(fake.organizations.map((o) => [o.name, o.updates])).toEqual([
      ['Exemplo 1', undefined],
      ['Exemplo 1 — São Paulo/SP', undefined],
      ['Exemplo 1 — Filial 0012', 1],
    ]);
  });

  it('falls back to the CNPJ in the name when the city is taken too and it is no branch', () => {
    expect(candidateNames(sampleCompany(1))).toEqual([
      'Exemplo 1',
      'Exemplo 1 — São Paulo/SP',
      'Exemplo 1 — CNPJ 11.222.334/0001-01',
    ]);
  });

  it('raises CrmTokenError on an invalid token', async () => {
    await expect(
      rdstationConnector.exportBatch(context({}, 'wrong').ctx, sampleCompanies(1)),
    ).rejects.toBeInstanceOf(CrmTokenError);
    expect(fake.organizations).toHaveLength(0);
  });

  it('waits out a burst of 429s with their Retry-After and completes', async () => {
    const { ctx, waits } = context();
    fake.throttle(3);
    const outcomes = await rdstationConnector.exportBatch(ctx, sampleCompanies(2));
    expect(outcomes.map((o) => o.status)).toEqual(['created', 'created']);
    expect(waits).toEqual([3000, 3000, 3000]);
    expect(fake.organizations).toHaveLength(2);
  });

  it('fails only the company the tool refuses, with its reason', async () => {
    fake.rejectNames.add('Exemplo 2');
    const outcomes = await rdstationConnector.exportBatch(context().ctx, sampleCompanies(3));
    expect(outcomes.map((o) => o.status)).toEqual(['created', 'failed', 'created']);
    expect(outcomes[1]?.error).toBe(
      'RD Station CRM recusou a empresa (HTTP 422): organization_custom_fields: CNPJ inválido',
    );
    expect(fake.organizations.map((o) => o.name)).toEqual(['Exemplo 1', 'Exemplo 3']);
  });

  it('refuses bad options with a clear message', () => {
    const result = rdstationConnector.optionsSchema.safeParse({
      deal: { stageId: '12' },
      onlyValidPhones: 'sim',
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining([
        'A etapa deve ser um id do RD Station CRM (24 caracteres)',
        'A opção de enviar só telefones confirmados deve ser verdadeira ou falsa',
      ]),
    );
  });

  it('asks for authentication when no token is stored', () => {
    expect(rdstationConnector.missingCredentialsMessage({})).toBe(
      'Você ainda não está autenticado no Rd Station',
    );
    expect(rdstationConnector.missingCredentialsMessage({ apiKey: 'k' })).toBeNull();
  });
});
