import { describe, expect, it } from 'vitest';
import {
  contractBodySchema,
  SHOP_ITEMS,
  SHOP_MESSAGES,
  shopPriceText,
  subscriptionsTotal,
} from '../src/shop-api.ts';

describe('subscriptionsTotal', () => {
  it.each([
    ['nothing', [], { monthly_total_cents: 0, active_on_request: 0 }],
    [
      'only active ones count',
      [
        { status: 'active', price_cents: 4_990 },
        { status: 'requested', price_cents: 9_990 },
        { status: 'cancelled', price_cents: 7_990 },
        { status: 'active', price_cents: 12_990 },
      ],
      { monthly_total_cents: 17_980, active_on_request: 0 },
    ],
    [
      'an active app "sob consulta" is counted apart',
      [
        { status: 'active', price_cents: null },
        { status: 'refused', price_cents: null },
      ],
      { monthly_total_cents: 0, active_on_request: 1 },
    ],
  ] as const)('%s', (_, subscriptions, expected) => {
    expect(subscriptionsTotal(subscriptions)).toEqual(expected);
  });
});

describe('the catalogue', () => {
  it('has the six apps of the spec’s shop pages, each with a description and a price or "Sob consulta"', () => {
    expect(SHOP_ITEMS.map((i) => i.code_name)).toHaveLength(6);
    for (const item of SHOP_ITEMS) {
      expect(item.description.length).toBeGreaterThan(40);
      expect(item.price_type).toBe(item.price_cents === null ? 'on_request' : 'monthly');
    }
    expect(shopPriceText({ price_cents: null })).toBe('Sob consulta');
    expect(shopPriceText({ price_cents: 4_990 })).toMatch(/^R\$\s49,90\/mês$/);
  });

  it('needs the terms accepted to order', () => {
    expect(contractBodySchema.safeParse({ accept_terms: true }).success).toBe(true);
    const refused = contractBodySchema.safeParse({});
    expect(refused.error?.issues[0]?.message).toBe(SHOP_MESSAGES.acceptTerms);
    expect(contractBodySchema.safeParse({ accept_terms: false }).success).toBe(false);
  });
});
