import { SHOP_MESSAGES, type Subscription } from '@prospecta/contracts/shop-api';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-errors';
import {
  appActions,
  appState,
  OWNER_ONLY_NOTE,
  shopErrorToast,
  stateDetail,
  UNEXPECTED_SHOP_ERROR,
} from './app-state';

const subscription = (patch: Partial<Subscription>): Subscription => ({
  id: 's1',
  code_name: 'record-app',
  name: 'Gravação de ligações',
  status: 'requested',
  price_cents: 7_990,
  requested_by: { id: 'u1', name: 'Olívia' },
  requested_at: '2026-11-30T13:00:00.000Z',
  activated_at: null,
  closed_at: null,
  ...patch,
});

describe('appActions', () => {
  it.each([
    ['none', true, { contract: true, cancel: null, ownerOnlyNote: false }],
    ['requested', true, { contract: false, cancel: 'order', ownerOnlyNote: false }],
    ['active', true, { contract: false, cancel: 'subscription', ownerOnlyNote: false }],
    ['cancelled', true, { contract: true, cancel: null, ownerOnlyNote: false }],
    ['refused', true, { contract: true, cancel: null, ownerOnlyNote: false }],
    ['none', false, { contract: false, cancel: null, ownerOnlyNote: true }],
    ['active', false, { contract: false, cancel: null, ownerOnlyNote: true }],
  ] as const)('%s, owner %s', (state, isOwner, expected) => {
    expect(appActions(state, isOwner)).toEqual(expected);
  });
  it('says who may act', () => expect(OWNER_ONLY_NOTE).toBe('Só o dono da conta contrata ou cancela'));
});

describe('stateDetail', () => {
  it.each([
    [null, 'Sua conta ainda não assina este app.'],
    [subscription({}), 'Pedido enviado em 30/11/2026 por Olívia.'],
    [subscription({ status: 'active', activated_at: '2026-12-01T12:00:00.000Z' }), 'Ativo desde 01/12/2026'],
    [subscription({ status: 'cancelled', closed_at: '2026-12-02T02:00:00.000Z' }), 'cancelada em 01/12/2026'],
    [subscription({ status: 'refused' }), 'não foi aprovado'],
  ])('%#', (input, expected) => {
    expect(stateDetail(input)).toContain(expected);
  });
  it('reads the state of a missing subscription as not contracted', () =>
    expect(appState(null)).toBe('none'));
});

describe('shopErrorToast', () => {
  it('shows the first error, with its summary as a title when it says more', () => {
    const ownersOnly = new ApiError(403, {
      message: SHOP_MESSAGES.ownersOnly,
      errors: [{ summary: SHOP_MESSAGES.ownersOnlyTitle, description: SHOP_MESSAGES.ownersOnly }],
    });
    expect(shopErrorToast(ownersOnly)).toEqual({
      color: 'red',
      title: SHOP_MESSAGES.ownersOnlyTitle,
      message: SHOP_MESSAGES.ownersOnly,
    });
    const cancelled = new ApiError(422, {
      message: SHOP_MESSAGES.alreadyCancelled,
      errors: [{ summary: SHOP_MESSAGES.alreadyCancelled, description: SHOP_MESSAGES.alreadyCancelled }],
    });
    expect(shopErrorToast(cancelled)).toEqual({ color: 'red', message: 'Sua assinatura já foi cancelada!' });
  });
  it('falls back to the server message, then to the support line', () => {
    expect(shopErrorToast(new ApiError(400, { message: 'Dados inválidos' })).message).toBe('Dados inválidos');
    expect(shopErrorToast(new ApiError(500, {})).message).toBe(UNEXPECTED_SHOP_ERROR);
    expect(shopErrorToast(new Error('x')).message).toBe(UNEXPECTED_SHOP_ERROR);
  });
});
