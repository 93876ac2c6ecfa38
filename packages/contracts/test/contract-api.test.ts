// The plan's contract: the clauses a signer reads (and the API hashes), the signature's and the handoff's
// fields as a user types them.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CONTRACT_MESSAGES,
  contractClauses,
  contractText,
  HANDOFF_CRM_LABELS,
  handoffBodySchema,
  maskCpf,
  signContractBodySchema,
  signedContractVoidText,
  verificationCode,
} from '../src/contract-api.ts';
import { PLANS } from '../src/plans-api.ts';

const pro = PLANS.find((plan) => plan.id === 'pro');
const enterprise = PLANS.find((plan) => plan.id === 'enterprise');
if (!pro || !enterprise) throw new Error('catalogue changed');

function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const signature = {
  company_cnpj: '11.222.333/0001-81',
  company_name: 'Padaria Boa Vista Ltda',
  signer_name: 'Maria da Silva',
  signer_cpf: '529.982.247-25',
  signer_role: 'Sócia',
  accepted: true,
};

describe('contract clauses', () => {
  it('name the plan, its seats, credits and the month price with the extra seats', () => {
    const text = contractText(contractClauses({ plan: pro, additional_users: 2, speedmail: false }, null));
    expect(text).toContain('Plano Pro para até 12 usuários');
    expect(text).toContain('500 créditos de consulta por mês e 1.000 créditos de exportação por mês');
    expect(text).toMatch(/R\$\s818,80 por mês \(Plano Pro R\$\s699,00 e 2 usuários adicionais R\$\s119,80\)/);
    expect(text).toContain('razão social e CNPJ informados na assinatura');
  });

  it('put the buyer in once signed, and a price agreed with sales where the catalogue has none', () => {
    const clauses = contractClauses(
      { plan: enterprise, additional_users: 0, speedmail: true },
      { company_name: ' Padaria Boa Vista Ltda ', company_cnpj: '11222333000181' },
    );
    const text = contractText(clauses);
    expect(clauses[0]?.text).toContain('Contratante: Padaria Boa Vista Ltda, CNPJ 11.222.333/0001-81');
    expect(text).toContain('consultas ilimitadas');
    expect(text).toContain('e o aplicativo Speedmail');
    expect(text).toContain('valor mensal da proposta comercial');
    expect(text).not.toContain('R$');
  });

  it('are the same text for the same order and buyer (what the API hashes is what the page showed)', () => {
    const terms = { plan: pro, additional_users: 1, speedmail: false };
    const party = { company_name: 'X Ltda', company_cnpj: '11222333000181' };
    expect(contractText(contractClauses(terms, party))).toBe(contractText(contractClauses(terms, party)));
  });
});

describe('signature', () => {
  it('accepts a valid signature and keeps the documents as digits', () => {
    const parsed = signContractBodySchema.parse(signature);
    expect(parsed.company_cnpj).toBe('11222333000181');
    expect(parsed.signer_cpf).toBe('52998224725');
  });

  it.each([
    [{ company_cnpj: '11.222.333/0001-82' }, CONTRACT_MESSAGES.companyCnpjInvalid],
    [{ company_name: ' ' }, CONTRACT_MESSAGES.companyNameRequired],
    [{ signer_name: 'Maria' }, CONTRACT_MESSAGES.signerNameRequired],
    [{ signer_name: 'Maria\tSilva' }, undefined],
    // Too long is said alone: the two-word check never runs over it.
    [{ signer_name: 'x'.repeat(200_000) }, CONTRACT_MESSAGES.tooLong(120)],
    [{ company_name: 'x'.repeat(201) }, CONTRACT_MESSAGES.tooLong(200)],
    [{ signer_cpf: '111.111.111-11' }, CONTRACT_MESSAGES.signerCpfInvalid],
    // Letters are refused, not stripped down to a valid CPF.
    [{ signer_cpf: '529a982b247c25' }, CONTRACT_MESSAGES.signerCpfInvalid],
    [{ signer_cpf: 'CPF 529.982.247-25' }, CONTRACT_MESSAGES.signerCpfInvalid],
    [{ signer_role: '' }, CONTRACT_MESSAGES.signerRoleRequired],
    [{ accepted: false }, CONTRACT_MESSAGES.acceptRequired],
  ])('%o is refused with its message', (change, message) => {
    expect(messages(signContractBodySchema, { ...signature, ...change })).toEqual(message ? [message] : []);
  });

  it('refuses fields it does not know', () => {
    expect(signContractBodySchema.safeParse({ ...signature, status: 'signed' }).success).toBe(false);
  });

  it('takes a CPF typed with spaces, dots and hyphens', () => {
    expect(signContractBodySchema.parse({ ...signature, signer_cpf: ' 529 982 247-25 ' }).signer_cpf).toBe(
      '52998224725',
    );
  });

  it('gives the verification code as the first 16 characters of the hash, upper case', () => {
    expect(verificationCode('0123456789abcdef0123456789abcdef')).toBe('0123456789ABCDEF');
  });

  it.each([
    [
      '2026-12-01T13:00:00Z',
      'Helena Duarte',
      'O contrato assinado em 01/12/2026 por Helena Duarte deixa de valer.',
    ],
    // Past midnight in UTC, still the day before in Brasília.
    ['2026-12-02T01:30:00Z', null, 'O contrato assinado em 01/12/2026 deixa de valer.'],
  ])('says a signed contract signed at %s no longer holds', (signedAt, signer, text) => {
    expect(signedContractVoidText(signedAt, signer)).toBe(text);
  });

  it('shows a CPF masked', () => {
    expect(maskCpf('52998224725')).toBe('***.982.247-**');
    expect(maskCpf('123')).toBe('***');
  });
});

describe('handoff', () => {
  it('needs only the goal; empty answers are null', () => {
    expect(
      handoffBodySchema.parse({ goal: 'Achar clínicas em SP', ideal_customer: ' ', contact_phone: '' }),
    ).toEqual({
      goal: 'Achar clínicas em SP',
      ideal_customer: null,
      crm: null,
      team_size: null,
      contact_name: null,
      contact_phone: null,
    });
  });

  it.each([
    [{ goal: 'curto' }, CONTRACT_MESSAGES.handoffGoalRequired],
    [{ team_size: 0 }, CONTRACT_MESSAGES.handoffTeamSize],
    [{ team_size: 2.5 }, CONTRACT_MESSAGES.handoffTeamSize],
    [{ crm: 'excel' }, CONTRACT_MESSAGES.handoffCrm],
    [{ contact_phone: '1234' }, CONTRACT_MESSAGES.handoffPhone],
  ])('%o is refused with its message', (change, message) => {
    expect(messages(handoffBodySchema, { goal: 'Achar clínicas em SP', ...change })).toEqual([message]);
  });

  it('names the CRMs by their proper names', () => {
    expect(HANDOFF_CRM_LABELS).toMatchObject({
      agendor: 'Agendor',
      piperun: 'PipeRun',
      totvs: 'TOTVS CRM',
      rdstation: 'RD Station CRM',
      hubspot: 'HubSpot',
      nenhum: 'Ainda não usamos CRM',
    });
  });

  it('keeps a phone as its digits and a CRM from the list', () => {
    const parsed = handoffBodySchema.parse({
      goal: 'Achar clínicas em SP',
      crm: 'pipedrive',
      team_size: 8,
      contact_phone: '(11) 98765-4321',
    });
    expect(parsed).toMatchObject({ crm: 'pipedrive', team_size: 8, contact_phone: '11987654321' });
  });
});
