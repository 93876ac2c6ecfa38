// A tool's domain or portal (Salesforce, Bitrix24, TOTVS): the one rule the integration form and the API share.
import { describe, expect, it } from 'vitest';
import { INSTANCE_URL_INVALID, isToolInstanceUrl, registerCrmBodySchema } from '../src/exports-api.ts';

describe('isToolInstanceUrl', () => {
  it.each([
    'https://acme.my.salesforce.com',
    'https://acme.my.salesforce.com/',
    'https://empresa.bitrix24.com.br/rest/1/abc123/',
    'https://erp.minha-empresa.com.br:8443',
    'HTTPS://ACME.MY.SALESFORCE.COM',
  ])('takes %s', (value) => {
    expect(isToolInstanceUrl(value)).toBe(true);
  });

  it.each([
    ['http://exemplo', 'not https and no domain'],
    ['https://exemplo', 'a bare word'],
    ['http://acme.my.salesforce.com', 'plain http'],
    ['isso não é url', 'no address at all'],
    ['https://isso não é url', 'spaces'],
    ['https://10.0.0.1', 'an IP address'],
    ['https://acme.123', 'a numeric top-level domain'],
    ['https://acme..com', 'an empty label'],
    ['https://-acme.com', 'a label starting with a dash'],
    ['https://user:secret@acme.my.salesforce.com', 'credentials in it'],
    ['javascript:alert(1)', 'another scheme'],
    [`https://${'a'.repeat(500)}.com`, 'too long'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (value) => {
    expect(isToolInstanceUrl(value)).toBe(false);
  });
});

describe('register_crm instanceUrl', () => {
  it('refuses a bad address with the one message the form shows, and trims a good one', () => {
    const bad = registerCrmBodySchema.safeParse({ crm: 'salesforce', instanceUrl: 'http://exemplo' });
    expect(bad.success ? [] : bad.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual(
      [['instanceUrl', INSTANCE_URL_INVALID]],
    );
    const good = registerCrmBodySchema.parse({
      crm: 'salesforce',
      instanceUrl: ' https://acme.my.salesforce.com ',
    });
    expect(good.instanceUrl).toBe('https://acme.my.salesforce.com');
  });
});
