import { EXPORT_MESSAGES } from '@prospecta/contracts/exports-api';
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

const SALESFORCE_URL_INVALID =
  'URL inválida: informe o endereço completo com https://, como https://suaempresa.my.salesforce.com';
const BITRIX24_URL_INVALID =
  'URL inválida: informe o endereço completo com https://, como https://suaempresa.bitrix24.com.br';

const KEY_CHARACTERS = EXPORT_MESSAGES.keyCharacters;

describe('credentialErrors', () => {
  it.each([
    ['pipedrive', {}, { value: 'Preencha: Token de API pessoal' }],
    ['totvs', { accessToken: 'a' }, { integrationToken: 'Preencha: Token de integração' }],
    ['totvs', { accessToken: 'a', integrationToken: 'b' }, {}],
    // A key as pasted: spaces around it are dropped, one inside, an accent or an emoji is no key's.
    ['pipedrive', { value: '  9f3c2a1b7d  ' }, {}],
    ['agendor', { value: 'meu token' }, { value: KEY_CHARACTERS }],
    ['agendor', { value: 'chave🔑' }, { value: KEY_CHARACTERS }],
    ['totvs', { accessToken: 'ação', integrationToken: 'b' }, { accessToken: KEY_CHARACTERS }],
    ['zoho', {}, {}],
    ['salesforce', { instanceUrl: '  ' }, { instanceUrl: 'Preencha: URL de domínio' }],
    ['salesforce', { instanceUrl: 'http://exemplo' }, { instanceUrl: SALESFORCE_URL_INVALID }],
    ['salesforce', { instanceUrl: 'exemplo' }, { instanceUrl: SALESFORCE_URL_INVALID }],
    ['salesforce', { instanceUrl: 'isso não é url' }, { instanceUrl: SALESFORCE_URL_INVALID }],
    ['salesforce', { instanceUrl: 'http://acme.my.salesforce.com' }, { instanceUrl: SALESFORCE_URL_INVALID }],
    ['salesforce', { instanceUrl: 'acme.my.salesforce.com' }, {}],
    ['bitrix24', { instanceUrl: 'https://empresa.bitrix24.com.br/' }, {}],
    // The portal's example is Bitrix24's own, never Salesforce's.
    ['bitrix24', { instanceUrl: 'exemplo' }, { instanceUrl: BITRIX24_URL_INVALID }],
    ['bitrix24', { instanceUrl: 'http://empresa.bitrix24.com.br' }, { instanceUrl: BITRIX24_URL_INVALID }],
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
