// The Pipedrive connector against its loopback fake: organizations by CNPJ custom field, persons linked,
// deals on demand, a second export updating, token errors, 429 bursts, partial failures and the options.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outcomesBeforeStop } from '@/modules/exports/connectors/company-outcomes.ts';
import { CrmRequestError, CrmTokenError } from '@/modules/exports/connectors/connector.ts';
import { crmFailureReason } from '@/modules/exports/connectors/crm-http.ts';
import { pipedriveConnector } from '@/modules/exports/connectors/pipedrive/pipedrive.connector.ts';
import { type FakeReply, fakeContext, sampleCompanies } from '../fakes/crm-fake-server.ts';
import { type PipedriveFake, startPipedriveFake } from '../fakes/pipedrive-fake.ts';

let fake: PipedriveFake;
beforeEach(async () => {
  fake = await startPipedriveFake({ pageSize: 2 });
});
afterEach(() => fake.close());

const context = (options: Record<string, unknown> = {}, apiKey = fake.token) =>
  fakeContext(fake.apiUrl, { apiKey }, options);
const cnpjKey = () => fake.fields.find((f) => f.name === 'CNPJ')?.key as string;

describe('pipedriveConnector', () => {
  it('creates organizations with their CNPJ, persons linked to them and deals when asked', async () => {
    const { ctx } = context({ ownerId: 7, deal: { pipelineId: 3, stageId: 11, value: 1000 } });
    const outcomes = await pipedriveConnector.exportBatch(ctx, sampleCompanies(3));

    expect(outcomes.map((o) => o.status)).toEqual(['created', 'created', 'created']);
    expect(outcomes[0]).toMatchObject({ contacts: 3, deals: 1 });
    expect(fake.fields.map((f) => f.name)).toEqual(
      expect.arrayContaining(['CNPJ', 'Razão social', 'CNAE principal', 'Porte', 'Situação cadastral']),
    );
    const org = fake.organizations[0] as {
      id: number;
      name: string;
      owner_id: number;
      custom_fields: Record<string, string>;
    };
    expect(org).toMatchObject({ name: 'Exemplo 1', owner_id: 7 });
    expect(org.custom_fields[cnpjKey()]).toBe('11.222.334/0001-01');
    expect(String(org.id)).toBe(outcomes[0]?.externalId);

    const people = fake.persons.filter((p) => p.org_id === org.id);
    expect(people.map((p) => p.name)).toEqual(['Pessoa 1-0', 'Pessoa 1-1', 'Exemplo 1']);
    expect(people[0]).toMatchObject({
      job_title: 'Sócio-Administrador',
      emails: [{ value: 'pessoa1@exemplo1.com.br' }],
    });
    expect(people[2]).toMatchObject({ emails: [{ value: 'contato@exemplo1.com.br' }] });
    expect(people[2]?.phones).toHaveLength(2);
    expect(fake.deals).toHaveLength(3);
    expect(fake.deals[0]).toMatchObject({
      org_id: org.id,
      person_id: people[0]?.id,
      pipeline_id: 3,
      stage_id: 11,
      currency: 'BRL',
    });
    expect(fake.requests.every((r) => r.query.get('api_token') === fake.token)).toBe(true);
  });

  it('updates on a second export instead of duplicating organizations, persons, deals or fields', async () => {
    const companies = sampleCompanies(3);
    const options = { deal: { pipelineId: 3 } };
    await pipedriveConnector.exportBatch(context(options).ctx, companies);
    const fieldCount = fake.fields.length;
    const again = await pipedriveConnector.exportBatch(context(options).ctx, companies);

    expect(again.map((o) => o.status)).toEqual(['updated', 'updated', 'updated']);
    expect(again[0]).toMatchObject({ contacts: 3, deals: 0 });
    expect(fake.organizations).toHaveLength(3);
    expect(fake.organizations.every((o) => o.update_count === 1)).toBe(true);
    expect(fake.persons).toHaveLength(9);
    expect(fake.deals).toHaveLength(3);
    expect(fake.fields).toHaveLength(fieldCount);
  });

  it('keeps only valid company phones when asked', async () => {
    await pipedriveConnector.exportBatch(context({ onlyValidPhones: true }).ctx, sampleCompanies(1));
    const general = fake.persons.find((p) => p.name === 'Exemplo 1');
    expect(general?.phones).toEqual([{ value: '1133334001', primary: true, label: 'work' }]);
  });

  it('raises CrmTokenError on an invalid token', async () => {
    const { ctx } = context({}, 'wrong');
    await expect(pipedriveConnector.exportBatch(ctx, sampleCompanies(1))).rejects.toBeInstanceOf(
      CrmTokenError,
    );
    expect(fake.organizations).toHaveLength(0);
  });

  it('waits out a burst of 429s and completes', async () => {
    const { ctx, waits } = context();
    fake.throttle(3);
    const outcomes = await pipedriveConnector.exportBatch(ctx, sampleCompanies(2));
    expect(outcomes.map((o) => o.status)).toEqual(['created', 'created']);
    expect(waits).toHaveLength(3);
    expect(fake.requests.slice(0, 3).every((r) => r.path === '/v1/organizationFields')).toBe(true);
    expect(fake.organizations).toHaveLength(2);
  });

  it('stops before the next company once the export is cancelled, without failing companies', async () => {
    // The cancel lands while the client waits out a 429 on the field definitions.
    const stop = new AbortController();
    const { ctx } = fakeContext(fake.apiUrl, { apiKey: fake.token }, {}, () => stop.abort());
    fake.throttle(1);
    const cancelled = { ...ctx, signal: stop.signal };
    await expect(pipedriveConnector.exportBatch(cancelled, sampleCompanies(2))).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(fake.organizations).toHaveLength(0);
  });

  it('fails only the company the tool refuses, with its reason', async () => {
    fake.rejectNames.add('Exemplo 2');
    const outcomes = await pipedriveConnector.exportBatch(context().ctx, sampleCompanies(3));
    expect(outcomes.map((o) => o.status)).toEqual(['created', 'failed', 'created']);
    expect(outcomes[1]?.error).toBe(
      'Pipedrive recusou a empresa (HTTP 400): Organization rejected by a validation rule',
    );
    expect(fake.organizations.map((o) => o.name)).toEqual(['Exemplo 1', 'Exemplo 3']);
  });

  // Pipedrive stays throttled (a daily budget spent) or down from the second company's creation on.
  const fromSecondCompany = (reply: FakeReply) =>
    fake.outage(
      reply,
      (r) => r.path === '/api/v2/organizations' && (r.body as { name?: string })?.name === 'Exemplo 2',
    );

  it.each([
    {
      down: 'throttled',
      reply: { status: 429, body: { success: false, error: 'Request over limit' } },
      retries: 5,
      reason: 'O Pipedrive limitou as requisições por um tempo. Tente de novo mais tarde.',
    },
    {
      down: 'down',
      reply: { status: 503, body: { success: false, error: 'Service Unavailable' } },
      retries: 3,
      reason: 'O Pipedrive está instável (erro 503). Tente de novo em alguns minutos.',
    },
  ])(
    'stops at the first company Pipedrive answers $down after the retries, keeping what went in',
    async ({ reply, retries, reason }) => {
      const { ctx, waits } = context();
      fromSecondCompany(reply);
      const companies = sampleCompanies(3);
      const error = await pipedriveConnector.exportBatch(ctx, companies).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(CrmRequestError);
      // The tool-level reason, never "Pipedrive recusou a empresa (HTTP 503)" as if its data were wrong.
      expect(crmFailureReason(error, 'Pipedrive')).toBe(reason);
      // The first company went in (the job records it); the third was never tried: one request and its
      // retries since the outage began, waited once.
      expect(outcomesBeforeStop(error)).toEqual([
        expect.objectContaining({ cnpj: companies[0]?.cnpj, status: 'created' }),
      ]);
      const start = fake.requests.findIndex(
        (r) =>
          r.path === '/api/v2/organizations' &&
          r.method === 'POST' &&
          (r.body as { name?: string })?.name === 'Exemplo 2',
      );
      expect(fake.requests.length - start).toBe(1 + retries);
      expect(waits).toHaveLength(retries);
      expect(fake.organizations.map((o) => o.name)).toEqual(['Exemplo 1']);
    },
  );

  it('refuses bad options with a clear message', () => {
    const result = pipedriveConnector.optionsSchema.safeParse({ deal: { pipelineId: 'funil' }, ownerId: -1 });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining(['O funil deve ser um número', 'O responsável deve ser um número positivo']),
    );
  });

  it('asks for authentication when no token is stored', () => {
    expect(pipedriveConnector.missingCredentialsMessage({})).toBe(
      'Você ainda não está autenticado no Pipedrive',
    );
    expect(pipedriveConnector.missingCredentialsMessage({ apiKey: 'k' })).toBeNull();
  });
});
