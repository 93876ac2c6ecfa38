import { INSTANCE_URL_INVALID } from '@prospecta/contracts/exports-api';
import { describe, expect, it } from 'vitest';
import { credentialErrors, normalizeUrl, registerBody } from '@/features/integrations/lib/credential-fields';

describe('registerBody', () => {
  it.each([
    ['pipedrive', { value: ' abc ' }, { crm: 'pipedrive', value: 'abc' }],
    [
      'totvs',
      { accessToken: 'a', integrationToken: 'b' },
      { crm: 'totvs', accessToken: 'a', integrationToken: 'b' },
    ],
    [
      'salesforce',
      { instanceUrl: 'acme.my.salesforce.com/' },
      { crm: 'salesforce', instanceUrl: 'https://acme.my.salesforce.com' },
    ],
    ['hubspot', {}, { crm: 'hubspot' }],
  ] as const)('%s %j → %j', (tool, values, expected) => {
    expect(registerBody(tool, values)).toEqual(expected);
  });
});

describe('credentialErrors', () => {
  it.each([
    ['pipedrive', {}, { value: 'Preencha: Token de API pessoal' }],
    ['totvs', { accessToken: 'a' }, { integrationToken: 'Preencha: Token de integração' }],
    ['totvs', { accessToken: 'a', integrationToken: 'b' }, {}],
    ['zoho', {}, {}],
    ['salesforce', { instanceUrl: '  ' }, { instanceUrl: 'Preencha: URL de domínio' }],
    ['salesforce', { instanceUrl: 'http://exemplo' }, { instanceUrl: INSTANCE_URL_INVALID }],
    ['salesforce', { instanceUrl: 'exemplo' }, { instanceUrl: INSTANCE_URL_INVALID }],
    ['salesforce', { instanceUrl: 'isso não é url' }, { instanceUrl: INSTANCE_URL_INVALID }],
    ['salesforce', { instanceUrl: 'http://acme.my.salesforce.com' }, { instanceUrl: INSTANCE_URL_INVALID }],
    ['salesforce', { instanceUrl: 'acme.my.salesforce.com' }, {}],
    ['bitrix24', { instanceUrl: 'https://empresa.bitrix24.com.br/' }, {}],
  ] as const)('%s %j → %j', (tool, values, expected) => {
    expect(credentialErrors(tool, values)).toEqual(expected);
  });
});

describe('normalizeUrl', () => {
  it.each([
    ['http://portal.bitrix24.com.br//', 'http://portal.bitrix24.com.br'],
    [' empresa.bitrix24.com.br ', 'https://empresa.bitrix24.com.br'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeUrl(input)).toBe(expected);
  });
});
