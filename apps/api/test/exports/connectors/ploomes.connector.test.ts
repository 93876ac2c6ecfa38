// The Ploomes connector against its loopback fake: fields read and the missing ones created, companies by
// Register (CNPJ), persons linked by CompanyId, deals on demand, the 19-contacts-then-10-s pace across
// batches, a second export updating, token errors, 429 bursts, partial failures and the options.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CrmTokenError } from '@/modules/exports/connectors/connector.ts';
import { ploomesConnector } from '@/modules/exports/connectors/ploomes/ploomes.connector.ts';
import { fakeContext, sampleCompanies, sampleCompany } from '../fakes/crm-fake-server.ts';
import { type PloomesFake, startPloomesFake } from '../fakes/ploomes-fake.ts';

let fake: PloomesFake;
beforeEach(async () => {
  fake = await startPloomesFake();
});
afterEach(() => fake.close());

const context = (
  options: Record<string, unknown> = {},
  apiKey = fake.token,
  onSleep?: (ms: number) => void,
) => fakeContext(fake.apiUrl, { apiKey }, options, onSleep);
const keyOf = (name: string) => fake.fields.find((f) => f.Name === name && f.EntityId === 1)?.Key;

describe('ploomesConnector', () => {
  it('reads the fields, creates the missing ones, and exports companies, their persons and deals', async () => {
    const porteKey = keyOf('Porte');
    const { ctx } = context({ ownerId: 5, deal: { pipelineId: 40, stageId: 41, amount: 300 } });
    const outcomes = await ploomesConnector.exportBatch(ctx, sampleCompanies(2));

    expect(outcomes.map((o) => o.status)).toEqual(['created', 'created']);
    expect(outcomes[0]).toMatchObject({ contacts: 2, deals: 1 });
    const created = fake.requests
      .filter((r) => r.method === 'POST' && r.path === '/Fields')
      .map((r) => r.body);
    expect(created).toEqual(
      ['CNAE principal', 'Situação cadastral', 'Data de abertura', 'Capital social', 'Cargo', 'LinkedIn'].map(
        (Name) => ({ Name, EntityId: 1, TypeId: 1 }),
      ),
    );
    expect(keyOf('Porte')).toBe(porteKey);

    const company = fake.contacts.find((c) => c.TypeId === 1);
    expect(company).toMatchObject({
      Name: 'Exemplo 1',
      LegalName: 'EMPRESA EXEMPLO 1 LTDA',
      Register: '11222334000101',
      Email: 'contato@exemplo1.com.br',
      ZipCode: 1001000,
      OwnerId: 5,
      Phones: [
        { PhoneNumber: '1133334001', CountryId: 76 },
        { PhoneNumber: '11987650001', CountryId: 76 },
      ],
    });
    expect(company?.OtherProperties).toEqual(
      expect.arrayContaining([
        { FieldKey: porteKey, StringValue: 'ME' },
        { FieldKey: keyOf('Capital social'), StringValue: 'R$ 50.000,00' },
        { FieldKey: keyOf('Data de abertura'), StringValue: '10/03/2015' },
      ]),
    );
    const persons = fake.contacts.filter((c) => c.TypeId === 2 && c.CompanyId === company?.Id);
    expect(persons.map((p) => p.Name)).toEqual(['Pessoa 1-0', 'Pessoa 1-1']);
    expect(persons[0]?.OtherProperties).toEqual([
      { FieldKey: keyOf('Cargo'), StringValue: 'Sócio-Administrador' },
    ]);
    expect(fake.deals[0]).toMatchObject({ ContactId: company?.Id, PipelineId: 40, StageId: 41, Amount: 300 });
    expect(fake.requests.every((r) => r.headers['user-key'] === fake.token)).toBe(true);
  });

  it('pauses 10 s after every 19 contacts written, across the batches of one export', async () => {
    const writesAtPause: number[] = [];
    const { ctx, waits } = context({}, fake.token, () => writesAtPause.push(fake.contactWrites().length));
    // 3 contacts per company (the company and two persons): 7 companies = 21 writes per batch.
    await ploomesConnector.exportBatch(ctx, sampleCompanies(7));
    await ploomesConnector.exportBatch(
      ctx,
      [8, 9, 10, 11, 12, 13, 14].map((n) => sampleCompany(n)),
    );

    expect(fake.contactWrites()).toHaveLength(42);
    expect(waits).toEqual([10_000, 10_000]);
    expect(writesAtPause).toEqual([19, 38]);
  });

  it('updates on a second export instead of duplicating companies, persons, deals or fields', async () => {
    const companies = sampleCompanies(2);
    const options = { deal: { pipelineId: 40 } };
    await ploomesConnector.exportBatch(context(options).ctx, companies);
    const fieldCount = fake.fields.length;
    const again = await ploomesConnector.exportBatch(context(options).ctx, companies);

    expect(again.map((o) => o.status)).toEqual(['updated', 'updated']);
    expect(again[0]).toMatchObject({ contacts: 2, deals: 0 });
    expect(fake.contacts).toHaveLength(6);
    expect(fake.contacts.filter((c) => c.TypeId === 1).every((c) => c.Patches === 1)).toBe(true);
    expect(fake.deals).toHaveLength(2);
    expect(fake.fields).toHaveLength(fieldCount);
  });

  it('finds a company stored with a formatted CNPJ', async () => {
    fake.contacts.push({ Id: 1, Name: 'Já existente', TypeId: 1, Register: '11.222.334/0001-01' });
    const [outcome] = await ploomesConnector.exportBatch(context().ctx, sampleCompanies(1));
    expect(outcome).toMatchObject({ status: 'updated', externalId: '1' });
    expect(fake.contacts.filter((c) => c.TypeId === 1)).toHaveLength(1);
  });

  it('raises CrmTokenError on an invalid key', async () => {
    await expect(
      ploomesConnector.exportBatch(context({}, 'wrong').ctx, sampleCompanies(1)),
    ).rejects.toBeInstanceOf(CrmTokenError);
    expect(fake.contacts).toHaveLength(0);
  });

  it('backs off through a burst of 429s and completes', async () => {
    const { ctx, waits } = context();
    fake.throttle(3);
    const outcomes = await ploomesConnector.exportBatch(ctx, sampleCompanies(2));
    expect(outcomes.map((o) => o.status)).toEqual(['created', 'created']);
    expect(waits).toHaveLength(3);
    expect(fake.contacts.filter((c) => c.TypeId === 1)).toHaveLength(2);
  });

  it('fails only the company the tool refuses, with its reason', async () => {
    fake.rejectNames.add('Exemplo 2');
    const outcomes = await ploomesConnector.exportBatch(context().ctx, sampleCompanies(3));
    expect(outcomes.map((o) => o.status)).toEqual(['created', 'failed', 'created']);
    expect(outcomes[1]?.error).toBe('Ploomes recusou a empresa (HTTP 400): O CNPJ informado é inválido');
    expect(fake.contacts.filter((c) => c.TypeId === 1).map((c) => c.Name)).toEqual([
      'Exemplo 1',
      'Exemplo 3',
    ]);
  });

  it('refuses bad options with a clear message', () => {
    const result = ploomesConnector.optionsSchema.safeParse({ deal: { pipelineId: 2.5, amount: -1 } });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'O funil deve ser um número inteiro',
      'O valor do negócio não pode ser negativo',
    ]);
  });

  it('asks for authentication when no key is stored', () => {
    expect(ploomesConnector.missingCredentialsMessage({})).toBe('Você ainda não está autenticado no Ploomes');
    expect(ploomesConnector.missingCredentialsMessage({ apiKey: 'k' })).toBeNull();
  });
});
