import { describe, expect, it } from 'vitest';
import { readOAuthReturn } from '@/features/integrations/lib/oauth-return';

const read = (tool: Parameters<typeof readOAuthReturn>[0], query: string) =>
  readOAuthReturn(tool, new URLSearchParams(query));
const LINK_INVALID = 'Link de autorização inválido ou expirado. Tente conectar de novo.';

describe('readOAuthReturn', () => {
  it('takes the code and state (and where the account lives) as the API takes them', () => {
    expect(read('bitrix24', 'code=c1&state=s1&domain=empresa.bitrix24.com.br')).toEqual({
      returned: { code: 'c1', state: 's1', domain: 'empresa.bitrix24.com.br' },
      problem: null,
    });
    expect(read('zoho', 'code=c1&state=s1&accounts-server=https%3A%2F%2Faccounts.zoho.com')).toEqual({
      returned: { code: 'c1', state: 's1', accountsServer: 'https://accounts.zoho.com' },
      problem: null,
    });
  });

  it.each([
    [
      'salesforce',
      'error=access_denied&error_description=end-user+denied+authorization',
      'Você recusou a autorização no Salesforce.',
    ],
    ['zoho', 'error=access_denied', 'Você recusou a autorização no Zoho CRM.'],
    [
      'hubspot',
      'error=invalid_scope&error_description=Sua+conta+foi+bloqueada.+Ligue+para+0800',
      'HubSpot recusou a autorização. Tente conectar de novo.',
    ],
    [
      'bitrix24',
      'error_description=Acesse+http%3A%2F%2Fgolpe.example',
      'Bitrix24 recusou a autorização. Tente conectar de novo.',
    ],
    // A refusal wins over a code carried with it.
    [
      'salesforce',
      'code=c1&state=s1&error=server_error',
      'Salesforce recusou a autorização. Tente conectar de novo.',
    ],
  ] as const)("%s ?%s → our own fixed text, never the link's", (tool, query, problem) => {
    const reading = read(tool, query);
    expect(reading).toEqual({ returned: null, problem });
    expect(problem).not.toMatch(/denied|bloqueada|golpe|0800/);
  });

  it('says a link without code or state plainly', () => {
    expect(read('hubspot', 'code=c1').problem).toBe(
      'HubSpot não devolveu a autorização. Tente conectar de novo.',
    );
    expect(read('salesforce', '').problem).toBe(
      'Salesforce não devolveu a autorização. Tente conectar de novo.',
    );
  });

  it("says an over-long state or account field as an invalid link, never in the validator's words", () => {
    expect(read('salesforce', `code=c1&state=${'s'.repeat(201)}`)).toEqual({
      returned: null,
      problem: LINK_INVALID,
    });
    expect(read('salesforce', `code=${'c'.repeat(4001)}&state=s1`).problem).toBe(LINK_INVALID);
    expect(read('bitrix24', `code=c1&state=s1&domain=${'d'.repeat(301)}`).problem).toBe(LINK_INVALID);
    expect(read('salesforce', `code=c1&state=${'s'.repeat(200)}`).problem).toBeNull();
  });
});
