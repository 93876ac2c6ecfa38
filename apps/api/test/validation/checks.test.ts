// The per-contact checks: e-mail verdicts against a real DNS server on loopback, phone verdicts with
// libphonenumber-js's full metadata, and the municipality → DDD table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkEmail } from '@/modules/validation/email-check.ts';
import { isRoleMailbox, parseEmail } from '@/modules/validation/email-rules.ts';
import { createMailDomainLookup } from '@/modules/validation/mail-dns.ts';
import { dddOfMunicipality } from '@/modules/validation/municipality-ddd.ts';
import { checkPhone } from '@/modules/validation/phone-check.ts';
import { type DnsTestServer, startDnsServer } from './dns-server.ts';

let dns: DnsTestServer;
beforeAll(async () => {
  dns = await startDnsServer({
    'empresa.com.br': { mx: ['mx1.empresa.com.br', 'mx2.empresa.com.br'] },
    'so-a.com.br': { a: ['127.0.0.10'] },
    'so-aaaa.com.br': { aaaa: ['::1'] },
    'nulo.com.br': { mx: ['.'], a: ['127.0.0.11'] },
    'vazio.com.br': {},
  });
});
afterAll(() => dns.close());

describe('checkEmail against the loopback DNS server', () => {
  it.each([
    ['joana.silva@empresa.com.br', 'valid', 'mx'],
    ['Joana.Silva@EMPRESA.com.br', 'valid', 'mx'],
    ['vendas@so-a.com.br', 'maybe', 'role'],
    ['joana@so-a.com.br', 'valid', 'a'],
    ['joana@so-aaaa.com.br', 'valid', 'a'],
    ['contato@empresa.com.br', 'maybe', 'role'],
    ['financeiro.sp@empresa.com.br', 'maybe', 'role'],
    ['joana@mailinator.com', 'maybe', 'disposable'],
    ['joana@inexistente.com.br', 'invalid', 'no_domain'],
    ['contato@inexistente.com.br', 'invalid', 'no_domain'],
    ['joana@nulo.com.br', 'invalid', 'no_domain'],
    ['joana@vazio.com.br', 'invalid', 'no_domain'],
    ['joana@@empresa.com.br', 'invalid', 'syntax'],
    ['joana@empresa', 'invalid', 'syntax'],
    ['joana silva@empresa.com.br', 'invalid', 'syntax'],
    ['.joana@empresa.com.br', 'invalid', 'syntax'],
  ])('%s → %s (%s)', async (email, result, reason) => {
    const lookup = createMailDomainLookup([dns.server]);
    expect(await checkEmail(email, lookup)).toEqual({ result, reason });
  });

  it('asks the DNS server once per domain within one lookup cache', async () => {
    const lookup = createMailDomainLookup([dns.server]);
    const before = dns.queries();
    await Promise.all(
      ['a@empresa.com.br', 'b@empresa.com.br', 'c@empresa.com.br'].map((e) => checkEmail(e, lookup)),
    );
    expect(dns.queries() - before).toBe(1);
  });

  it('answers maybe when the resolver does not answer (no proof either way)', async () => {
    const down = await startDnsServer({});
    const address = down.server;
    await down.close();
    const lookup = createMailDomainLookup([address]);
    expect(await checkEmail('joana@empresa.com.br', lookup)).toEqual({
      result: 'maybe',
      reason: 'dns_error',
    });
  });
});

describe('email rules', () => {
  it('parses and lower-cases acceptable addresses only', () => {
    expect(parseEmail(' Ana@Exemplo.COM.br ')).toEqual({ local: 'ana', domain: 'exemplo.com.br' });
    expect(parseEmail('ana@exemplo.c')).toBeNull();
    expect(parseEmail(`${'a'.repeat(65)}@exemplo.com`)).toBeNull();
    expect(parseEmail('ana@-exemplo.com')).toBeNull();
  });

  it.each([
    ['contato', true],
    ['financeiro', true],
    ['vendas2', true],
    ['rh.sp', true],
    ['joana', false],
    ['contatojoana', false],
  ])('role mailbox %s → %s', (local, role) => {
    expect(isRoleMailbox(local)).toBe(role);
  });
});

describe('checkPhone', () => {
  const SAO_PAULO_DDD = 11;
  it.each([
    ['11987654321', SAO_PAULO_DDD, 0, { valid: true, lineType: 'celular', dddMatches: true, shared: false }],
    ['1133334444', SAO_PAULO_DDD, 3, { valid: true, lineType: 'fixo', dddMatches: true, shared: true }],
    ['2133334444', SAO_PAULO_DDD, 0, { valid: true, lineType: 'fixo', dddMatches: false, shared: false }],
    ['21987654321', null, 0, { valid: true, lineType: 'celular', dddMatches: null, shared: false }],
    ['08001234567', SAO_PAULO_DDD, 0, { valid: true, lineType: 'outro', dddMatches: null, shared: false }],
    ['119876543', SAO_PAULO_DDD, 0, { valid: false, lineType: null, dddMatches: null, shared: false }],
    ['4003123', SAO_PAULO_DDD, 2, { valid: false, lineType: null, dddMatches: null, shared: true }],
    ['+1 202 555 0143', SAO_PAULO_DDD, 0, { valid: false, lineType: null, dddMatches: null, shared: false }],
  ])('%s (municipality DDD %s, shared with %s)', (phone, ddd, sharedWith, verdict) => {
    expect(checkPhone(phone, { municipalityDdd: ddd, sharedWith })).toEqual(verdict);
  });

  it('maps municipalities to their DDD from the shipped table', () => {
    expect(dddOfMunicipality(3550308)).toBe(11); // São Paulo
    expect(dddOfMunicipality(3304557)).toBe(21); // Rio de Janeiro
    expect(dddOfMunicipality(2105302)).toBe(99); // Imperatriz
    expect(dddOfMunicipality(9999999)).toBeNull();
    expect(dddOfMunicipality(null)).toBeNull();
  });
});
