import { REFERRAL_MESSAGES } from '@prospecta/contracts/referral-api';
import { describe, expect, it } from 'vitest';
import {
  checkRegisterForm,
  EMPTY_REGISTER_VALUES,
  type RegisterValues,
  registerFormErrors,
  registerRefusal,
  registerRequest,
} from '@/features/referral/lib/register-form';

const M = REFERRAL_MESSAGES;
const filled: RegisterValues = {
  name: 'Ana Souza',
  company_name: 'Padaria Pão Quente',
  email: 'ana@paoquente.com.br',
  phone: '(11) 98765-4321',
  cnpj: '',
};

describe('the visitor’s form, checked with the contract before sending', () => {
  it('sends a form filled in, without the CNPJ left empty', () => {
    expect(registerFormErrors(filled)).toEqual({});
    expect(registerRequest(filled)).toEqual({
      name: 'Ana Souza',
      company_name: 'Padaria Pão Quente',
      email: 'ana@paoquente.com.br',
      phone: '(11) 98765-4321',
    });
  });

  it('says every empty field that is required, in its own words', () => {
    expect(registerFormErrors(EMPTY_REGISTER_VALUES)).toEqual({
      name: M.nameRequired,
      company_name: M.companyRequired,
      email: M.emailRequired,
      phone: M.phoneRequired,
    });
  });

  it.each([
    ['a name of spaces', { name: '   ' }, { name: M.nameRequired }],
    ['an e-mail without domain', { email: 'ana@' }, { email: M.invalidEmail }],
    ['a phone without DDD', { phone: '98765-4321' }, { phone: M.invalidPhone }],
    ['a phone with letters', { phone: '11 9abc' }, { phone: M.invalidPhone }],
    ['a CNPJ whose digits do not check', { cnpj: '11.222.333/0001-82' }, { cnpj: M.invalidCnpj }],
    ['a company name too long', { company_name: 'x'.repeat(161) }, { company_name: M.tooLong(160) }],
  ])('refuses %s', (_label, change, expected) => {
    expect(registerFormErrors({ ...filled, ...change })).toEqual(expected);
  });

  it.each([
    ['a CNPJ with punctuation', { cnpj: '11.222.333/0001-81' }],
    ['a CNPJ of digits', { cnpj: '11222333000181' }],
    ['a phone with +55', { phone: '+55 11 3333-4444' }],
  ])('takes %s', (_label, change) => {
    expect(registerFormErrors({ ...filled, ...change })).toEqual({});
    expect(registerRequest({ ...filled, ...change })).toMatchObject(change);
  });
});

describe('checkRegisterForm', () => {
  it('gives the request as typed when the contract takes it', () => {
    const values = { ...filled, cnpj: '11.222.333/0001-81' };
    expect(checkRegisterForm(values)).toEqual({ body: registerRequest(values), errors: null });
  });

  it('gives the fields’ messages and no body when it refuses them', () => {
    expect(checkRegisterForm({ ...filled, email: 'ana@', phone: '' })).toEqual({
      body: null,
      errors: { email: M.invalidEmail, phone: M.phoneRequired },
    });
  });
});

describe('the server’s refusal, placed at its field', () => {
  it('puts each entry of the 400 at its field', () => {
    const body = {
      message: 'Dados inválidos em 2 campos. E-mail inválido',
      errors: [
        { summary: 'email', description: M.invalidEmail },
        { summary: 'phone', description: M.invalidPhone },
        { summary: 'phone', description: 'outra' },
        { summary: 'unknown', description: 'x' },
      ],
    };
    expect(registerRefusal(body.message, body)).toEqual({
      fields: { email: M.invalidEmail, phone: M.invalidPhone },
      form: null,
    });
  });

  it.each([M.alreadyUser, M.alreadyReferred])('puts “%s” at the e-mail', (message) => {
    expect(registerRefusal(message, { message })).toEqual({ fields: { email: message }, form: null });
  });

  it('says any other refusal above the button', () => {
    expect(registerRefusal(M.linkNotFound, { message: M.linkNotFound })).toEqual({
      fields: {},
      form: M.linkNotFound,
    });
    expect(registerRefusal('Muitas tentativas', 'texto')).toEqual({ fields: {}, form: 'Muitas tentativas' });
  });
});
