import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-errors';
import { planErrorToast, planFeatures, SUPPORT_LINE, UNEXPECTED_TITLE } from './plan-errors';

describe('planErrorToast', () => {
  it('gives the owners-only pair of the spec for a 403', () => {
    expect(planErrorToast(new ApiError(403, { message: 'Sem permissões' }))).toEqual({
      color: 'red',
      title: 'Você não tem permissão para efetuar essa compra',
      message: 'Apenas usuários proprietários podem contratar assinaturas!',
    });
  });

  it("shows the server's first error, else its message, else the support line", () => {
    const withItems = new ApiError(422, {
      message: 'x',
      errors: [{ summary: 'Título', description: 'Descrição' }],
    });
    expect(planErrorToast(withItems)).toMatchObject({ title: 'Título', message: 'Descrição' });
    expect(planErrorToast(new ApiError(422, { message: 'Este já é o plano da sua conta' }))).toMatchObject({
      title: UNEXPECTED_TITLE,
      message: 'Este já é o plano da sua conta',
    });
    expect(planErrorToast(new ApiError(500, {}))).toMatchObject({ message: SUPPORT_LINE });
    expect(planErrorToast(new Error('boom'))).toMatchObject({ message: SUPPORT_LINE });
  });
});

describe('planFeatures', () => {
  it('says what a plan gives, in Portuguese', () => {
    expect(
      planFeatures({ click_credits: 2000, export_credits: 5000, users: 25, unlimited_click: false }),
    ).toEqual(['2.000 consultas por mês', '5.000 exportações por mês', 'Até 25 usuários']);
    expect(
      planFeatures({ click_credits: null, export_credits: 300, users: 1, unlimited_click: true }),
    ).toEqual(['Consultas ilimitadas', '300 exportações por mês', '1 usuário']);
  });
});
