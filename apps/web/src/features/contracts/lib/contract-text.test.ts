import { PLANS } from '@prospecta/contracts/plans-api';
import { describe, expect, it } from 'vitest';
import {
  awaitingText,
  contractLinkLabel,
  contractStateText,
  contractTermsRows,
  summaryDatesText,
} from '@/features/contracts/lib/contract-text';

const [essential, pro, , enterprise] = PLANS;
const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('contractTermsRows', () => {
  it('prices a plan with extra seats', () => {
    const rows = contractTermsRows({ plan: pro, additional_users: 2, speedmail: false });
    expect(rows.map((row) => [row.label, nbsp(row.value)])).toEqual([
      ['Plano', 'Plano Pro'],
      ['Usuários', '12 usuários (10 do plano + 2 adicionais)'],
      ['Consultas', '500 por mês'],
      ['Exportações', '1.000 por mês'],
      ['Total mensal', 'R$ 818,80/mês'],
    ]);
  });

  it('says unlimited consultations, Speedmail and "Sob consulta"', () => {
    const rows = contractTermsRows({ plan: enterprise, additional_users: 0, speedmail: true });
    expect(rows.map((row) => [row.label, nbsp(row.value)])).toEqual([
      ['Plano', 'Plano Enterprise'],
      ['Usuários', '100 usuários'],
      ['Consultas', 'Ilimitadas'],
      ['Exportações', '20.000 por mês'],
      ['Aplicativo', 'Speedmail'],
      ['Total mensal', 'Sob consulta'],
    ]);
  });

  it('says one extra seat in the singular', () => {
    expect(contractTermsRows({ plan: essential, additional_users: 1, speedmail: false })[1]?.value).toBe(
      '3 usuários (2 do plano + 1 adicional)',
    );
  });
});

describe('state texts', () => {
  it('names the owner the others wait for', () => {
    expect(awaitingText({ id: 'o', name: 'Rita Souza' })).toBe(
      'Aguardando a assinatura de Rita Souza, proprietário da conta',
    );
    expect(awaitingText(null)).toBe('Aguardando a assinatura do proprietário da conta');
  });

  it.each([
    [
      { status: 'active', activated_at: '2026-11-30T12:00:00Z', cancelled_at: null },
      'Ativado sem contrato assinado em 30/11/2026',
    ],
    [{ status: 'active', activated_at: null, cancelled_at: null }, 'Ativado sem contrato assinado'],
    [
      { status: 'cancelled', activated_at: null, cancelled_at: '2026-12-01T12:00:00Z' },
      'Pedido cancelado em 01/12/2026',
    ],
    [{ status: 'awaiting_signature', activated_at: null, cancelled_at: null }, null],
  ] as const)('words the state of a contract %#', (contract, text) => {
    expect(contractStateText({ ...contract, signature: null })).toBe(text);
  });

  it('says nothing over a signature', () => {
    const signature = {} as never;
    expect(
      contractStateText({ status: 'active', activated_at: null, cancelled_at: null, signature }),
    ).toBeNull();
  });
});

describe('lists', () => {
  it('offers the owner "Assinar contrato" only while awaiting', () => {
    expect(contractLinkLabel({ status: 'awaiting_signature' }, true)).toBe('Assinar contrato');
    expect(contractLinkLabel({ status: 'awaiting_signature' }, false)).toBe('Ver contrato');
    expect(contractLinkLabel({ status: 'signed' }, true)).toBe('Ver contrato');
  });

  it('dates a summary', () => {
    const base = {
      id: '1',
      status: 'signed',
      plan_name: 'Plano Pro',
      requested_at: '2026-11-29T12:00:00Z',
    } as const;
    expect(summaryDatesText({ ...base, signed_at: null, signer_name: null })).toBe('Pedido em 29/11/2026');
    expect(summaryDatesText({ ...base, signed_at: '2026-11-30T12:00:00Z', signer_name: 'Rita' })).toBe(
      'Pedido em 29/11/2026 · Assinado em 30/11/2026 por Rita',
    );
  });
});
