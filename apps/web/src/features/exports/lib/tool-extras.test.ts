import { describe, expect, it } from 'vitest';
import { buildOptions, missingExtra } from '@/features/exports/lib/tool-extras';

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
