import { PLANS, type Plan, type PlanOrder } from '@prospecta/contracts/plans-api';
import { describe, expect, it } from 'vitest';
import { additionalUsersInput, creditsDropText, orderNoticeText, orderSummaryText } from './plan-order-text';

const [essencial, pro, avancado, enterprise] = PLANS;
const order = (status: PlanOrder['status'], plan: Plan = avancado, additional_users = 0): PlanOrder => ({
  id: 'o1',
  plan,
  status,
  additional_users,
  speedmail: false,
  ordered_by: { id: 'u1', name: 'Olívia Proprietária' },
  created_at: '2026-11-20T12:00:00.000Z',
  requested_at: status === 'requested' ? '2026-11-20T12:00:00.000Z' : null,
  contract_signed_at: null,
  contract_signed_by: null,
});

describe('orderSummaryText', () => {
  it.each([
    [avancado, 3, /^3 usuários adicionais · Total estimado: R\$\s1\.648,70\/mês$/],
    [avancado, 1, /^1 usuário adicional · Total estimado: R\$\s1\.548,90\/mês$/],
    [essencial, 0, /^Sem usuários adicionais · Total estimado: R\$\s299,00\/mês$/],
    [enterprise, 2, /^2 usuários adicionais · Total estimado: Sob consulta$/],
  ])('%s with %i extra seats', (plan, extra, expected) => {
    expect(orderSummaryText({ plan, additional_users: extra })).toMatch(expected);
  });
});

describe('orderNoticeText', () => {
  it('tells the owner to review a choice, and anyone else only who chose it', () => {
    expect(orderNoticeText(order('selected', enterprise), true)).toEqual({
      title: 'Você escolheu o Plano Enterprise',
      body: 'Revise os detalhes e envie o pedido para a nossa equipe comercial.',
    });
    const other = orderNoticeText(order('selected', enterprise), false);
    expect(other).toEqual({
      title: 'Plano Enterprise escolhido por Olívia Proprietária',
      body: 'O pedido ainda não foi enviado à nossa equipe comercial.',
    });
    expect(other.body).not.toMatch(/Revise|envie/);
  });

  it('says when and by whom a sent order went, to everyone', () => {
    for (const isOwner of [true, false]) {
      const notice = orderNoticeText(order('requested'), isOwner);
      expect(notice.title).toBe('Pedido do Plano Avançado enviado');
      expect(notice.body).toMatch(/^Enviado em \d\d\/\d\d\/2026 por Olívia Proprietária\. /);
    }
  });
});

describe('additionalUsersInput', () => {
  it.each([
    [0, 0, null],
    [3, 3, null],
    [100, 100, null],
    ['7', 7, null],
  ])('takes %s', (input, value, error) => {
    expect(additionalUsersInput(input)).toEqual({ value, error });
  });

  it.each([-3, '-3', 101, 100000, '100000', 1.5, '', '-'])('refuses %s with the field error', (input) => {
    expect(additionalUsersInput(input).error).toBe('Usuários adicionais: de 0 a 100');
  });

  it('keeps what was typed: never clamped nor made positive', () => {
    expect(additionalUsersInput(-3).value).toBe(-3);
    expect(additionalUsersInput(100000).value).toBe(100000);
  });
});

describe('creditsDropText', () => {
  it('names the monthly credits a smaller plan takes away', () => {
    expect(creditsDropText(pro, essencial)).toBe(
      'Os créditos do mês também diminuem: de 500 para 150 consultas e de 1.000 para 300 exportações.',
    );
    expect(creditsDropText(enterprise, avancado)).toBe(
      'Os créditos do mês também diminuem: de consultas ilimitadas para 2.000 consultas e de 20.000 para 5.000 exportações.',
    );
  });

  it('says nothing for a larger plan, or when the current plan is not in the catalogue', () => {
    expect(creditsDropText(pro, avancado)).toBeNull();
    expect(creditsDropText(essencial, enterprise)).toBeNull();
    expect(creditsDropText(null, essencial)).toBeNull();
  });

  it('names only what drops', () => {
    const more = { click_credits: 100, export_credits: 2000, unlimited_click: false };
    expect(creditsDropText(more, essencial)).toBe(
      'Os créditos do mês também diminuem: de 2.000 para 300 exportações.',
    );
  });
});
