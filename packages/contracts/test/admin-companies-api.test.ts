// The staff's company corrections: which websites, LinkedIn pages, e-mails and phones are taken, in what form
// they are kept, and what a staff member reads when one is refused.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  correctionParamsSchema,
  ADMIN_COMPANY_MESSAGES as M,
  normalizeLinkedin,
  normalizePhone,
  normalizeWebsite,
  updateCompanyRequestSchema,
  websiteOrLinkedinRequestSchema,
} from '../src/admin-companies-api.ts';
import { brazilianZodMessage } from '../src/zod-messages.ts';

const CNPJ = '11.222.333/0001-81';

function messages(schema: z.ZodType, input: unknown): string[] {
  // The API's global zod locale, for the checks without a message of their own (an unknown field).
  const result = schema.safeParse(input, { error: brazilianZodMessage });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('normalizeWebsite', () => {
  it.each([
    ['www.empresa.com.br', 'www.empresa.com.br'],
    ['  https://empresa.com.br/contato/ ', 'https://empresa.com.br/contato'],
    ['http://loja.empresa.com', 'http://loja.empresa.com'],
    ['empresa', null],
    ['ftp://empresa.com.br', null],
    ['www.empresa .com.br', null],
    ['https://user:senha@empresa.com.br', null],
    ['192.168.0.1', null],
    ['javascript:alert(1)', null],
  ])('%j → %j', (value, expected) => {
    expect(normalizeWebsite(value)).toBe(expected);
  });
});

describe('normalizeLinkedin', () => {
  it.each([
    ['linkedin.com/company/acme', 'https://www.linkedin.com/company/acme'],
    ['https://br.linkedin.com/company/acme/?trk=x', 'https://www.linkedin.com/company/acme'],
    ['www.linkedin.com/in/maria-silva', 'https://www.linkedin.com/in/maria-silva'],
    ['https://www.linkedin.com/', null],
    ['https://notlinkedin.com/company/acme', null],
    ['https://linkedin.com.evil.io/company/acme', null],
    ['acme', null],
  ])('%j → %j', (value, expected) => {
    expect(normalizeLinkedin(value)).toBe(expected);
  });
});

describe('normalizePhone', () => {
  it.each([
    ['(11) 98765-4321', '11987654321'],
    ['+55 11 98765-4321', '11987654321'],
    ['011 3333-4444', '1133334444'],
    ['21 2345-6789', '2123456789'],
    ['0800 123 4567', '08001234567'],
    ['11 8765-4321', null],
    ['(11) 88765-4321', null],
    ['01 98765-4321', null],
    ['98765-4321', null],
    ['abc', null],
  ])('%j → %j', (value, expected) => {
    expect(normalizePhone(value)).toBe(expected);
  });
});

describe('the bodies', () => {
  it('keep the normalised values; empty or null means "show nothing"', () => {
    expect(
      updateCompanyRequestSchema.parse({
        cnpj: CNPJ,
        website_url: '',
        linkedin_url: 'linkedin.com/company/acme',
        email: ' Contato@Empresa.com.BR ',
        phones: ['(11) 98765-4321', ''],
      }),
    ).toEqual({
      cnpj: '11222333000181',
      website_url: null,
      linkedin_url: 'https://www.linkedin.com/company/acme',
      email: 'contato@empresa.com.br',
      phones: ['11987654321'],
    });
    expect(updateCompanyRequestSchema.parse({ cnpj: CNPJ, phones: null, email: null })).toMatchObject({
      phones: [],
      email: null,
    });
  });

  it.each([
    [{ cnpj: CNPJ }, [M.nothingToChange]],
    [{ cnpj: '11.222.333/0001-82', email: 'a@b.com' }, ['CNPJ inválido']],
    [{ cnpj: CNPJ, website_url: 'empresa' }, [M.invalidWebsite]],
    [{ cnpj: CNPJ, linkedin_url: 'facebook.com/acme' }, [M.invalidLinkedin]],
    [{ cnpj: CNPJ, email: 'contato@' }, [M.invalidEmail]],
    [{ cnpj: CNPJ, phones: ['11 98765-4321', '123'] }, [M.invalidPhone]],
    [{ cnpj: CNPJ, phones: ['11 98765-4321', '(11) 98765-4321'] }, [M.repeatedPhone]],
    [{ cnpj: CNPJ, phones: ['1', '2', '3', '4'] }, [M.tooManyPhones]],
    [{ cnpj: CNPJ, website_url: 'x'.repeat(301) }, [M.invalidWebsite]],
    [{ cnpj: CNPJ, fax: '1' }, ['Campo desconhecido: fax']],
  ])('%j is refused with %j', (body, expected) => {
    expect(messages(updateCompanyRequestSchema, body)).toEqual(expected);
  });

  it("the spec's POST takes only the website and the LinkedIn", () => {
    expect(messages(websiteOrLinkedinRequestSchema, { cnpj: CNPJ, email: 'a@b.com' })).toEqual([
      'Campo desconhecido: email',
    ]);
    expect(websiteOrLinkedinRequestSchema.parse({ cnpj: CNPJ, website_url: 'acme.com.br' })).toEqual({
      cnpj: '11222333000181',
      website_url: 'acme.com.br',
    });
  });

  it('an undo names one of the four fields', () => {
    expect(messages(correctionParamsSchema, { cnpj: CNPJ, field: 'fax' })).toEqual([M.invalidField]);
    expect(correctionParamsSchema.parse({ cnpj: CNPJ, field: 'telefones' }).field).toBe('telefones');
  });
});
