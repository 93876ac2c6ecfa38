import { CONTRACT_MESSAGES } from '@prospecta/contracts/contract-api';
import { describe, expect, it } from 'vitest';
import {
  checkSignForm,
  EMPTY_SIGN_VALUES,
  previewParty,
  type SignValues,
  signFormErrors,
  signRefusal,
} from '@/features/contracts/lib/sign-form';

const VALID: SignValues = {
  company_cnpj: '11.222.333/0001-81',
  company_name: 'Acme Comércio Ltda',
  signer_name: 'Maria da Silva',
  signer_cpf: '529.982.247-25',
  signer_role: 'Diretora comercial',
  accepted: true,
};

describe('signFormErrors', () => {
  it('accepts a complete, valid form', () => {
    expect(signFormErrors(VALID)).toEqual({});
  });

  it('says every field of an empty form in the contract’s words', () => {
    expect(signFormErrors(EMPTY_SIGN_VALUES)).toEqual({
      company_cnpj: CONTRACT_MESSAGES.companyCnpjInvalid,
      company_name: CONTRACT_MESSAGES.companyNameRequired,
      signer_name: CONTRACT_MESSAGES.signerNameRequired,
      signer_cpf: CONTRACT_MESSAGES.signerCpfInvalid,
      signer_role: CONTRACT_MESSAGES.signerRoleRequired,
      accepted: CONTRACT_MESSAGES.acceptRequired,
    });
  });

  it.each([
    [
      'a wrong CPF check digit',
      { signer_cpf: '529.982.247-24' },
      'signer_cpf',
      CONTRACT_MESSAGES.signerCpfInvalid,
    ],
    [
      'a CPF with letters among its digits',
      { signer_cpf: '529a982b247c25' },
      'signer_cpf',
      CONTRACT_MESSAGES.signerCpfInvalid,
    ],
    [
      'a CNPJ of the wrong length',
      { company_cnpj: '11.222.333/0001' },
      'company_cnpj',
      CONTRACT_MESSAGES.companyCnpjInvalid,
    ],
    ['a single name', { signer_name: 'Maria' }, 'signer_name', CONTRACT_MESSAGES.signerNameRequired],
    ['the terms not accepted', { accepted: false }, 'accepted', CONTRACT_MESSAGES.acceptRequired],
    ['a role of spaces', { signer_role: '   ' }, 'signer_role', CONTRACT_MESSAGES.signerRoleRequired],
  ] as const)('refuses %s at its field only', (_, patch, field, message) => {
    expect(signFormErrors({ ...VALID, ...patch })).toEqual({ [field]: message });
  });
});

describe('previewParty', () => {
  it('names the company once the CNPJ is valid and a name typed, the CNPJ as digits', () => {
    expect(previewParty({ company_cnpj: '11.222.333/0001-81', company_name: '  Acme Ltda ' })).toEqual({
      company_name: 'Acme Ltda',
      company_cnpj: '11222333000181',
    });
  });

  it.each([
    ['no name', { company_cnpj: '11222333000181', company_name: ' ' }],
    ['a CNPJ still being typed', { company_cnpj: '11.222.333/00', company_name: 'Acme' }],
    ['a wrong check digit', { company_cnpj: '11.222.333/0001-82', company_name: 'Acme' }],
  ])('keeps the placeholder with %s', (_, values) => {
    expect(previewParty(values)).toBeNull();
  });
});

describe('signRefusal', () => {
  it('places the entries of a 400 at their fields', () => {
    const body = { errors: [{ summary: 'signer_cpf', description: 'CPF inválido' }] };
    expect(signRefusal('Dados inválidos', body)).toEqual({
      fields: { signer_cpf: 'CPF inválido' },
      form: null,
    });
  });

  it('places a message about one field at that field', () => {
    expect(signRefusal(CONTRACT_MESSAGES.companyCnpjInvalid, {})).toEqual({
      fields: { company_cnpj: CONTRACT_MESSAGES.companyCnpjInvalid },
      form: null,
    });
  });

  it.each([CONTRACT_MESSAGES.ownersOnly, CONTRACT_MESSAGES.alreadySigned, CONTRACT_MESSAGES.notSignable])(
    'shows "%s" above the button',
    (message) => {
      expect(signRefusal(message, { message })).toEqual({ fields: {}, form: message });
    },
  );
});

describe('checkSignForm', () => {
  it('sends the documents as digits and the texts trimmed', () => {
    expect(checkSignForm({ ...VALID, company_name: ' Acme Comércio Ltda ' }).body).toEqual({
      company_cnpj: '11222333000181',
      company_name: 'Acme Comércio Ltda',
      signer_name: 'Maria da Silva',
      signer_cpf: '52998224725',
      signer_role: 'Diretora comercial',
      accepted: true,
    });
  });
});
