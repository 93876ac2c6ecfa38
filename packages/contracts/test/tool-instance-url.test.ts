// A tool's domain or portal (Salesforce, Bitrix24, TOTVS): the one rule the integration form and the API share.
import { describe, expect, it } from 'vitest';
import {
  instanceUrlInvalid,
  isToolInstanceUrl,
  oauthCallbackBodySchema,
  registerCrmBodySchema,
} from '../src/exports-api.ts';

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

const issuesOf = (body: unknown) => {
  const parsed = registerCrmBodySchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('register_crm instanceUrl', () => {
  it('refuses a bad address with the message the form shows, its example following the tool', () => {
    expect(issuesOf({ crm: 'salesforce', instanceUrl: 'http://exemplo' })).toEqual([
      [
        'instanceUrl',
        'URL inválida: informe o endereço completo com https://, como https://suaempresa.my.salesforce.com',
      ],
    ]);
    expect(issuesOf({ crm: 'bitrix24', instanceUrl: 'https://exemplo' })).toEqual([
      [
        'instanceUrl',
        'URL inválida: informe o endereço completo com https://, como https://suaempresa.bitrix24.com.br',
      ],
    ]);
    expect(instanceUrlInvalid('bitrix24')).not.toContain('salesforce');
    expect(instanceUrlInvalid('totvs')).toBe('URL inválida: informe o endereço completo com https://');
  });

  it('trims a good address', () => {
    const good = registerCrmBodySchema.parse({
      crm: 'salesforce',
      instanceUrl: ' https://acme.my.salesforce.com ',
    });
    expect(good.instanceUrl).toBe('https://acme.my.salesforce.com');
  });

  it('refuses an address for a tool that takes none (its login says where the account lives)', () => {
    expect(issuesOf({ crm: 'agendor', value: 'k', instanceUrl: 'https://acme.agendor.com.br' })).toEqual([
      ['instanceUrl', 'O Agendor não usa endereço de domínio ou portal'],
    ]);
    expect(issuesOf({ crm: 'zoho', instanceUrl: 'https://www.zohoapis.eu' })).toEqual([
      ['instanceUrl', 'O Zoho CRM não usa endereço de domínio ou portal'],
    ]);
  });
});

describe('register_crm value', () => {
  it.each([
    [{ crm: 'agendor' }, [['value', 'Campo obrigatório']]],
    [{ crm: 'pipedrive', value: '   ' }, [['value', 'Campo obrigatório']]],
    [{ crm: 'piperun', value: 'k' }, []],
    [{ crm: 'hubspot', accessToken: 'pat' }, []],
    [{ crm: 'salesforce', instanceUrl: 'https://acme.my.salesforce.com' }, []],
    [{ crm: 'totvs', accessToken: 'a', integrationToken: 'b' }, []],
  ])('%j → %j', (body, issues) => {
    expect(issuesOf(body)).toEqual(issues);
  });
});

describe('OAuth return link', () => {
  it('says an over-long or missing state in one plain sentence', () => {
    for (const body of [{ code: 'c', state: 'x'.repeat(201) }, { code: 'c', state: '' }, { state: 's' }]) {
      const parsed = oauthCallbackBodySchema.safeParse(body);
      expect(parsed.success ? [] : parsed.error.issues.map((i) => i.message)).toEqual([
        'Link de autorização inválido ou expirado. Tente conectar de novo.',
      ]);
    }
  });
});
