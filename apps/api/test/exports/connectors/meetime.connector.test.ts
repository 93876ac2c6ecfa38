// The Meetime connector against its loopback fake: decision makers and the company contact as cadence leads
// (company, CNPJ in the annotations, owner), a second export adding nothing twice, token errors, 429 bursts,
// partial failures, the cadence URL and owner options.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CrmTokenError } from '@/modules/exports/connectors/connector.ts';
import { meetimeConnector } from '@/modules/exports/connectors/meetime/meetime.connector.ts';
import { fakeContext, SAMPLE_FACTS, sampleCompanies } from '../fakes/crm-fake-server.ts';
import { type MeetimeFake, startMeetimeFake } from '../fakes/meetime-fake.ts';

let fake: MeetimeFake;
beforeEach(async () => {
  fake = await startMeetimeFake({ pageSize: 2 });
});
afterEach(() => fake.close());

const context = (options: Record<string, unknown> = {}, apiKey = fake.token) =>
  fakeContext(fake.apiUrl, { apiKey }, { cadenceApiUrl: fake.cadenceApiUrl, ...options });

describe('meetimeConnector', () => {
  it('adds the decision makers and the company contact to the cadence, with the CNPJ and the owner', async () => {
    const { ctx } = context({ ownerSelected: 'ANA@cliente.com.br' });
    const outcomes = await meetimeConnector.exportBatch(ctx, sampleCompanies(2));

    expect(outcomes.map((o) => o.status)).toEqual(['created', 'created']);
    expect(outcomes[0]).toMatchObject({ contacts: 3, deals: 0 });
    const first = fake.leads.filter((l) => l.company === 'Exemplo 1');
    expect(first.map((l) => l.name)).toEqual(['Pessoa 1-0', 'Pessoa 1-1', 'Exemplo 1']);
    expect(first[0]).toMatchObject({
      cadenceId: 900,
      firstName: 'Pessoa',
      email: 'pessoa1@exemplo1.com.br',
      position: 'Sócio-Administrador',
      site: 'https://exemplo1.com.br',
      city: 'São Paulo',
      state: 'SP',
      salesman: { id: 41, email: 'ana@cliente.com.br' },
    });
    expect(first[0]?.annotations).toBe(
      [
        SAMPLE_FACTS.cnpj,
        SAMPLE_FACTS.razaoSocial,
        SAMPLE_FACTS.cnae,
        SAMPLE_FACTS.porte,
        SAMPLE_FACTS.situacao,
      ].join('\n'),
    );
    expect(first[2]).toMatchObject({
      email: 'contato@exemplo1.com.br',
      phones: [
        { phone: '1133334001', label: 'Fixo' },
        { phone: '11987650001', label: 'Celular' },
      ],
    });
    const reads = fake.requests.filter((r) => r.method === 'GET');
    expect(reads.every((r) => r.headers.authorization === fake.token)).toBe(true);
  });

  it('sends only new leads on a second export', async () => {
    const companies = sampleCompanies(2);
    await meetimeConnector.exportBatch(context().ctx, companies);
    const more = companies.map((c) => ({
      ...c,
      decisionMakers: [...c.decisionMakers, { ...c.decisionMakers[1], name: 'Nova Pessoa' }],
    })) as typeof companies;
    const again = await meetimeConnector.exportBatch(context().ctx, [
      more[0],
      companies[1],
    ] as typeof companies);

    expect(again.map((o) => o.status)).toEqual(['updated', 'skipped']);
    expect(fake.leads).toHaveLength(7);
    expect(fake.leads.filter((l) => l.name === 'Nova Pessoa')).toHaveLength(1);
  });

  it('keeps only valid company phones when onlyValidPhones is set', async () => {
    await meetimeConnector.exportBatch(context({ onlyValidPhones: true }).ctx, sampleCompanies(1));
    expect(fake.leads.find((l) => l.name === 'Exemplo 1')?.phones).toEqual([
      { phone: '1133334001', label: 'Fixo' },
    ]);
  });

  it('raises CrmTokenError on a wrong token (401) and on a refused one (403)', async () => {
    await expect(
      meetimeConnector.exportBatch(context({}, 'wrong').ctx, sampleCompanies(1)),
    ).rejects.toBeInstanceOf(CrmTokenError);
    fake.revokedTokens.add('revoked');
    await expect(
      meetimeConnector.exportBatch(context({}, 'revoked').ctx, sampleCompanies(1)),
    ).rejects.toBeInstanceOf(CrmTokenError);
    const wrongCadence = fake.cadenceApiUrl.replace('cad-900-token', 'outro');
    await expect(
      meetimeConnector.exportBatch(context({ cadenceApiUrl: wrongCadence }).ctx, sampleCompanies(1)),
    ).rejects.toBeInstanceOf(CrmTokenError);
    expect(fake.leads).toHaveLength(0);
  });

  it('backs off through a burst of 429s and completes', async () => {
    const { ctx, waits } = context();
    fake.throttle(3);
    const outcomes = await meetimeConnector.exportBatch(ctx, sampleCompanies(2));
    expect(outcomes.map((o) => o.status)).toEqual(['created', 'created']);
    expect(waits).toHaveLength(3);
    expect(fake.leads).toHaveLength(6);
  });

  it('fails only the company Meetime refuses, with its reason', async () => {
    fake.rejectCompanies.add('Exemplo 2');
    const outcomes = await meetimeConnector.exportBatch(context().ctx, sampleCompanies(3));
    expect(outcomes.map((o) => o.status)).toEqual(['created', 'failed', 'created']);
    expect(outcomes[1]?.error).toBe(
      'Meetime recusou a empresa (HTTP 400): Lead bloqueado pela regra de duplicidade',
    );
    expect([...new Set(fake.leads.map((l) => l.company))]).toEqual(['Exemplo 1', 'Exemplo 3']);
  });

  it('stops before sending anything when the owner is not an active user', async () => {
    await expect(
      meetimeConnector.exportBatch(context({ ownerSelected: 42 }).ctx, sampleCompanies(1)),
    ).rejects.toThrow('O responsável escolhido não é um usuário ativo do Meetime');
    expect(fake.leads).toHaveLength(0);
  });

  it('refuses bad options with a clear message', () => {
    const result = meetimeConnector.optionsSchema.safeParse({
      cadenceApiUrl: 'https://example.com/qualquer',
      ownerSelected: 'fulano',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'A URL de API da cadência deve ser a do Meetime: …/prospections/cadence/{id}/lead?token={token}',
      'O responsável deve ser o id ou o e-mail de um usuário do Meetime',
    ]);
    expect(meetimeConnector.optionsSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Informe a URL de API da cadência do Meetime',
    );
  });

  it('asks for authentication when no token is stored', () => {
    expect(meetimeConnector.missingCredentialsMessage({})).toBe('Você ainda não está autenticado no Meetime');
    expect(meetimeConnector.missingCredentialsMessage({ apiKey: 'k' })).toBeNull();
  });
});
