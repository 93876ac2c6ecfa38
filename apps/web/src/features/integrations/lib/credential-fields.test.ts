import { describe, expect, it } from 'vitest';
import { missingCredential, normalizeUrl, registerBody } from '@/features/integrations/lib/credential-fields';

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

describe('missingCredential', () => {
  it.each([
    ['pipedrive', {}, 'Preencha: Token de API pessoal'],
    ['totvs', { accessToken: 'a' }, 'Preencha: Token de integração'],
    ['totvs', { accessToken: 'a', integrationToken: 'b' }, null],
    ['zoho', {}, null],
  ] as const)('%s %j → %s', (tool, values, expected) => {
    expect(missingCredential(tool, values)).toBe(expected);
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
