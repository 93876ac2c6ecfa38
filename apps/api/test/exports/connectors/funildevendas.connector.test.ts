// The Funil de Vendas connector against its loopback fake: one opportunity per company in one POST per batch
// with the codes, the company by CNPJ and its contact; a re-export matching the company; key errors, 429
// bursts, a refused batch resent company by company, and the options.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CrmTokenError } from '@/modules/exports/connectors/connector.ts';
import { funildevendasConnector } from '@/modules/exports/connectors/funildevendas/funildevendas.connector.ts';
import { fakeContext, sampleCompanies, sampleCompany } from '../fakes/crm-fake-server.ts';
import { type FunildevendasFake, startFunildevendasFake } from '../fakes/funildevendas-fake.ts';

let fake: FunildevendasFake;
beforeEach(async () => {
  fake = await startFunildevendasFake();
});
afterEach(() => fake.close());

const cods = { seller: 12, salesChannel: '3', stage: 4 };
const context = (options: Record<string, unknown> = { cods }, apiKey = fake.key) =>
  fakeContext(fake.apiUrl, { apiKey }, options);

describe('funildevendasConnector', () => {
  it('sends a batch as one request: opportunities with the codes, the company by CNPJ and its contact', async () => {
    const outcomes = await funildevendasConnector.exportBatch(
      context({ cods, value: 900 }).ctx,
      sampleCompanies(3),
    );

    expect(fake.batches).toEqual([3]);
    expect(outcomes.map((o) => o.status)).toEqual(['created', 'created', 'created']);
    expect(outcomes[0]).toMatchObject({
      contacts: 1,
      deals: 1,
      externalId: String(fake.opportunities[0]?.id),
    });
    expect(fake.opportunities[0]).toMatchObject({
      titulo: 'Exemplo 1',
      valor: 900,
      codigo_vendedor: 12,
      codigo_canal_venda: 3,
      codigo_etapa: 4,
      empresa: {
        nome: 'Exemplo 1',
        cnpj: '11222334000101',
        segmento: 'Desenvolvimento de programas de computador sob encomenda',
        email: 'contato@exemplo1.com.br',
        telefone1: '1133334001',
        endereco_completo: {
          logradouro: 'Rua das Flores',
          numero: '101',
          cidade: 'São Paulo',
          uf: 'SP',
          cep: '01001000',
        },
      },
      contato: { nome: 'Pessoa 1-0', email: 'pessoa1@exemplo1.com.br', cargo: 'Sócio-Administrador' },
    });
    expect(fake.companies.map((c) => c.cnpj)).toEqual(['11222334000101', '11222335000102', '11222336000103']);
  });

  it('uses a contact named after the company when there is no decision maker', async () => {
    await funildevendasConnector.exportBatch(context({ cods, onlyValidPhones: true }).ctx, [
      sampleCompany(5, 0),
    ]);
    expect(fake.opportunities[0]?.contato).toEqual({
      nome: 'Exemplo 5',
      email: 'contato@exemplo5.com.br',
      telefone1: '1133334005',
    });
  });

  it('matches the company by CNPJ on a second export instead of creating it again', async () => {
    const companies = sampleCompanies(2);
    await funildevendasConnector.exportBatch(context().ctx, companies);
    await funildevendasConnector.exportBatch(context().ctx, companies);
    expect(fake.companies).toHaveLength(2);
    expect(fake.companies.every((c) => c.update_count === 1)).toBe(true);
  });

  it('raises CrmTokenError on a wrong integration key', async () => {
    await expect(
      funildevendasConnector.exportBatch(context({ cods }, 'errada').ctx, sampleCompanies(2)),
    ).rejects.toBeInstanceOf(CrmTokenError);
    expect(fake.opportunities).toHaveLength(0);
  });

  it('waits out a burst of 429s for their Retry-After and completes', async () => {
    const { ctx, waits } = context();
    fake.throttle(2);
    const outcomes = await funildevendasConnector.exportBatch(ctx, sampleCompanies(2));
    expect(outcomes.map((o) => o.status)).toEqual(['created', 'created']);
    expect(waits).toEqual([3000, 3000]);
    expect(fake.opportunities).toHaveLength(2);
  });

  it('resends a refused batch company by company: only the refused one fails, with its reason', async () => {
    fake.rejectNames.add('Exemplo 2');
    const { ctx, logs } = context();
    const outcomes = await funildevendasConnector.exportBatch(ctx, sampleCompanies(3));
    expect(fake.batches).toEqual([3, 1, 1, 1]);
    expect(outcomes.map((o) => o.status)).toEqual(['created', 'failed', 'created']);
    expect(outcomes[1]?.error).toBe(
      'Funil de Vendas recusou a empresa (HTTP 400): CNPJ bloqueado nesta conta',
    );
    expect(fake.companies.map((c) => c.nome)).toEqual(['Exemplo 1', 'Exemplo 3']);
    expect(logs[0]).toBe('Funil de Vendas recusou o lote (400); enviando empresa por empresa');
  });

  it('refuses bad options with a clear message', () => {
    expect(funildevendasConnector.optionsSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Informe os códigos do vendedor e do canal de venda do Funil de Vendas',
    );
    const result = funildevendasConnector.optionsSchema.safeParse({ cods: { seller: 'joão', stage: 0 } });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'O código do vendedor deve ser um código numérico',
      'O código do canal de venda deve ser um código numérico',
      'O código da etapa deve ser um código positivo',
    ]);
  });

  it('asks for authentication when no key is stored', () => {
    expect(funildevendasConnector.missingCredentialsMessage({})).toBe(
      'Você ainda não está autenticado no Funil de Vendas',
    );
    expect(funildevendasConnector.missingCredentialsMessage({ apiKey: 'k' })).toBeNull();
  });
});
