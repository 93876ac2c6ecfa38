// The PipeRun connector against its loopback fake: companies by CNPJ, persons linked, deals from dealConfig,
// a second export updating, token errors (401 and 403), 429 bursts, partial failures and the options.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CrmTokenError, type ExportCompany } from '@/modules/exports/connectors/connector.ts';
import { piperunConnector } from '@/modules/exports/connectors/piperun/piperun.connector.ts';
import { fakeContext, sampleCompanies } from '../fakes/crm-fake-server.ts';
import { type PiperunFake, startPiperunFake } from '../fakes/piperun-fake.ts';

let fake: PiperunFake;
beforeEach(async () => {
  fake = await startPiperunFake({ pageSize: 2 });
});
afterEach(() => fake.close());

const context = (options: Record<string, unknown> = {}, apiKey = fake.token) =>
  fakeContext(fake.apiUrl, { apiKey }, options);
const dealConfig = { pipelineId: 3, stageId: 11, ownerId: 7, originId: 2, value: 1500 };

describe('piperunConnector', () => {
  it('creates companies with their CNPJ, persons linked to them and deals from dealConfig', async () => {
    const { ctx } = context({ ownerId: 5, dealConfig });
    const outcomes = await piperunConnector.exportBatch(ctx, sampleCompanies(3));

    expect(outcomes.map((o) => o.status)).toEqual(['created', 'created', 'created']);
    expect(outcomes[0]).toMatchObject({ contacts: 3, deals: 1 });
    const company = fake.companies[0] as Record<string, unknown> & { id: number };
    expect(company).toMatchObject({
      name: 'Exemplo 1',
      company_name: 'EMPRESA EXEMPLO 1 LTDA',
      cnpj: '11222334000101',
      owner_id: 5,
      website: 'https://exemplo1.com.br',
      email: 'contato@exemplo1.com.br',
      address_postal_code: '01001000',
      address_number: '101',
      district: 'Centro',
    });
    expect(String(company.id)).toBe(outcomes[0]?.externalId);

    const people = fake.persons.filter((p) => p.company_id === company.id);
    expect(people.map((p) => p.name)).toEqual(['Pessoa 1-0', 'Pessoa 1-1', 'Exemplo 1']);
    expect(people[0]).toMatchObject({ job_title: 'Sócio-Administrador', email: 'pessoa1@exemplo1.com.br' });
    expect(people[2]?.phones).toEqual(['1133334001', '11987650001']);
    expect(fake.deals).toHaveLength(3);
    expect(fake.deals[0]).toMatchObject({
      title: 'Exemplo 1',
      company_id: company.id,
      person_id: people[0]?.id,
      pipeline_id: 3,
      stage_id: 11,
      owner_id: 7,
      origin_id: 2,
      value: 1500,
    });
    expect(fake.requests.every((r) => r.headers.token === fake.token)).toBe(true);
  });

  it('updates on a second export instead of duplicating companies, persons or deals', async () => {
    const companies = sampleCompanies(3);
    await piperunConnector.exportBatch(context({ dealConfig }).ctx, companies);
    const again = await piperunConnector.exportBatch(context({ dealConfig }).ctx, companies);

    expect(again.map((o) => o.status)).toEqual(['updated', 'updated', 'updated']);
    expect(again[0]).toMatchObject({ contacts: 3, deals: 0 });
    expect(fake.companies).toHaveLength(3);
    expect(fake.companies.every((c) => c.update_count === 1)).toBe(true);
    expect(fake.persons).toHaveLength(9);
    expect(fake.deals).toHaveLength(3);
  });

  it('never takes another company for this one when the CNPJ filter is not applied', async () => {
    await fake.close();
    fake = await startPiperunFake({ ignoreCnpjFilter: true });
    const [first, second] = sampleCompanies(2);
    await piperunConnector.exportBatch(context().ctx, [first as ExportCompany]);
    const outcomes = await piperunConnector.exportBatch(context().ctx, [second as ExportCompany]);
    expect(outcomes[0]?.status).toBe('created');
    expect(fake.companies.map((c) => [c.cnpj, c.update_count])).toEqual([
      ['11222334000101', undefined],
      ['11222335000102', undefined],
    ]);
  });

  it('keeps only valid company phones when onlyValidPhones is set', async () => {
    await piperunConnector.exportBatch(context({ onlyValidPhones: true }).ctx, sampleCompanies(1));
    expect(fake.companies[0]?.phone).toBe('1133334001');
    expect(fake.persons.find((p) => p.name === 'Exemplo 1')?.phones).toEqual(['1133334001']);
  });

  it('raises CrmTokenError on a wrong token (401) and on a refused one (403)', async () => {
    await expect(
      piperunConnector.exportBatch(context({}, 'wrong').ctx, sampleCompanies(1)),
    ).rejects.toBeInstanceOf(CrmTokenError);
    fake.revokedTokens.add('revoked');
    await expect(
      piperunConnector.exportBatch(context({}, 'revoked').ctx, sampleCompanies(1)),
    ).rejects.toBeInstanceOf(CrmTokenError);
    expect(fake.companies).toHaveLength(0);
  });

  it('waits out a burst of 429s for their Retry-After and completes', async () => {
    const { ctx, waits } = context();
    fake.throttle(3);
    const outcomes = await piperunConnector.exportBatch(ctx, sampleCompanies(2));
    expect(outcomes.map((o) => o.status)).toEqual(['created', 'created']);
    expect(waits).toEqual([2000, 2000, 2000]);
    expect(fake.companies).toHaveLength(2);
  });

  it('fails only the company PipeRun refuses, with its reason', async () => {
    fake.rejectNames.add('Exemplo 2');
    const outcomes = await piperunConnector.exportBatch(context().ctx, sampleCompanies(3));
    expect(outcomes.map((o) => o.status)).toEqual(['created', 'failed', 'created']);
    expect(outcomes[1]?.error).toBe(
      'PipeRun recusou a empresa (HTTP 422): CNPJ inválido para a Receita Federal',
    );
    expect(fake.companies.map((c) => c.name)).toEqual(['Exemplo 1', 'Exemplo 3']);
  });

  it('refuses bad options with a clear message', () => {
    const result = piperunConnector.optionsSchema.safeParse({
      onlyValidPhones: 'sim',
      dealConfig: { pipelineId: 'funil', stageId: 2 },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining([
        'A opção de enviar só telefones confirmados deve ser verdadeira ou falsa',
        'O funil deve ser um número',
        'Informe o responsável pela oportunidade',
      ]),
    );
  });

  it('asks for authentication when no token is stored', () => {
    expect(piperunConnector.missingCredentialsMessage({})).toBe('Você ainda não está autenticado no piperun');
    expect(piperunConnector.missingCredentialsMessage({ apiKey: 'k' })).toBeNull();
  });
});
