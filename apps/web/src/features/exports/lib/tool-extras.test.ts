import { describe, expect, it } from 'vitest';
import {
  buildOptions,
  extraErrors,
  extrasProblem,
  missingExtra,
  optionErrorsOf,
} from '@/features/exports/lib/tool-extras';

describe('buildOptions', () => {
  it.each([
    ['pipedrive', {}, {}],
    [
      'pipedrive',
      { ownerId: ' 7 ', 'deal.pipelineId': '3', 'deal.stageId': '' },
      { ownerId: 7, deal: { pipelineId: 3 } },
    ],
    [
      'piperun',
      {
        'dealConfig.pipelineId': '1',
        'dealConfig.stageId': '2',
        'dealConfig.ownerId': '9',
        onlyValidPhones: true,
      },
      { dealConfig: { pipelineId: 1, stageId: 2, ownerId: 9 }, onlyValidPhones: true },
    ],
    [
      'meetime',
      {
        cadenceApiUrl: 'https://api.meetime.com.br/v2/prospections/cadence/12/lead?token=abc',
        ownerSelected: 'Ana@x.com',
      },
      {
        cadenceApiUrl: 'https://api.meetime.com.br/v2/prospections/cadence/12/lead?token=abc',
        ownerSelected: 'Ana@x.com',
      },
    ],
    ['meetime', { ownerSelected: '42', onlyValidPhones: false }, { ownerSelected: 42 }],
    [
      'funildevendas',
      { 'cods.seller': '10', 'cods.salesChannel': '20' },
      { cods: { seller: 10, salesChannel: 20 } },
    ],
    [
      'rdstation',
      { 'deal.stageId': '5f1b2c3d4e5f6a7b8c9d0e1f' },
      { deal: { stageId: '5f1b2c3d4e5f6a7b8c9d0e1f' } },
    ],
    [
      'bitrix24',
      { 'dealSendInformation.send': true, 'dealSendInformation.stageId': 'NEW' },
      { dealSendInformation: { send: true, stageId: 'NEW' } },
    ],
  ] as const)('%s %j → %j', (tool, values, expected) => {
    expect(buildOptions(tool, values)).toEqual(expected);
  });
});

describe('missingExtra', () => {
  it.each([
    ['meetime', {}, 'Preencha: URL de API da cadência'],
    ['funildevendas', { 'cods.seller': '1' }, 'Preencha: Código do canal de venda'],
    ['funildevendas', { 'cods.seller': '1', 'cods.salesChannel': '2' }, null],
    ['pipedrive', {}, null],
  ] as const)('%s %j → %s', (tool, values, expected) => {
    expect(missingExtra(tool, values)).toBe(expected);
  });
});

describe("extraErrors (the connectors' rules, checked on each field before sending)", () => {
  it('says on each field what is wrong, in Portuguese and without internal names', () => {
    // What QA typed in Pipedrive's options.
    const values = { ownerId: 'joao@empresa.com', 'deal.pipelineId': 'funil vendas' };
    expect(extraErrors('pipedrive', values)).toEqual({
      ownerId: 'Digite só números: o id, não o nome',
      'deal.pipelineId': 'Digite só números: o id, não o nome',
    });
    expect(extrasProblem('pipedrive', values)).toBe('Corrija: Responsável (id do usuário na ferramenta)');
    for (const message of Object.values(extraErrors('pipedrive', values))) {
      expect(message).not.toMatch(/ownerId|pipelineId|deal\./);
    }
  });

  it.each([
    ['pipedrive', { ownerId: ' 7 ', 'deal.pipelineId': '3' }, {}],
    ['pipedrive', { 'deal.stageId': '0' }, { 'deal.stageId': 'Digite um número maior que zero' }],
    ['bitrix24', { 'dealSendInformation.categoryId': '0', 'dealSendInformation.stageId': 'C3:NEW' }, {}],
    ['agendor', { ownerUser: 'ana@empresa.com.br' }, {}],
    ['agendor', { ownerUser: '12' }, {}],
    [
      'agendor',
      { ownerUser: 'ana' },
      { ownerUser: 'Digite o id (só números) ou o e-mail do usuário na ferramenta' },
    ],
    ['rdstation', { ownerId: '5f1b2c3d4e5f6a7b8c9d0e1f' }, {}],
    [
      'rdstation',
      { 'deal.stageId': 'Prospecção' },
      { 'deal.stageId': 'Digite o id do RD Station CRM (24 letras e números, sem espaços)' },
    ],
    [
      'meetime',
      { cadenceApiUrl: 'https://api.meetime.com.br/v2/prospections/cadence/12/lead?token=abc' },
      {},
    ],
    [
      'meetime',
      { cadenceApiUrl: 'https://app.meetime.com.br/cadencias/12' },
      {
        cadenceApiUrl:
          'Cole a URL de API da cadência como o Meetime a mostra: …/prospections/cadence/{id}/lead?token=…',
      },
    ],
    [
      'funildevendas',
      { 'cods.seller': 'A1', 'cods.salesChannel': '2' },
      { 'cods.seller': 'Digite só números: o id, não o nome' },
    ],
    ['piperun', { onlyValidPhones: true, 'dealConfig.pipelineId': '' }, {}],
  ] as const)('%s %j → %j', (tool, values, expected) => {
    expect(extraErrors(tool, values)).toEqual(expected);
  });
});

describe('a stage without its pipeline, an id too large', () => {
  it('asks for the pipeline beside the stage, and refuses an id no tool has', () => {
    expect(extraErrors('pipedrive', { 'deal.stageId': '5' })).toEqual({
      'deal.stageId': 'Preencha também: Funil do negócio (id)',
    });
    expect(extrasProblem('pipedrive', { 'deal.stageId': '5' })).toBe('Corrija: Etapa do negócio (id)');
    expect(extraErrors('pipedrive', { 'deal.stageId': '5', 'deal.pipelineId': '2' })).toEqual({});
    expect(extraErrors('agendor', { 'deal.stageId': '5' })['deal.stageId']).toBe(
      'Preencha também: Funil do negócio (id)',
    );
    expect(extraErrors('pipedrive', { ownerId: '99999999999999999999' }).ownerId).toBe(
      'Número grande demais para um id',
    );
  });
});

describe('optionErrorsOf (the API refusal put on its fields)', () => {
  it('takes the errors about options by their path', () => {
    expect(
      optionErrorsOf({
        message: 'O responsável deve ser um número; O funil deve ser um número',
        errors: [
          { summary: 'options.ownerId', description: 'O responsável deve ser um número' },
          { summary: 'options.deal.pipelineId', description: 'O funil deve ser um número' },
          { summary: 'filters', description: 'Outro erro' },
        ],
      }),
    ).toEqual({
      ownerId: 'O responsável deve ser um número',
      'deal.pipelineId': 'O funil deve ser um número',
    });
    expect(optionErrorsOf({ message: 'Crédito não disponível' })).toEqual({});
    expect(optionErrorsOf(undefined)).toEqual({});
  });
});
