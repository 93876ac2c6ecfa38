// A plan order's price and seats, as the order dialog, the e-mails and the sales team read them.
import { describe, expect, it } from 'vitest';
import { centsText, nextPlanFor, PLANS, planOrderEstimate, planOrderSeatsShort } from '../src/plans-api.ts';

const plan = (id: string) => {
  const found = PLANS.find((p) => p.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('planOrderEstimate', () => {
  it('adds the extra seats at the seat price to the plan', () => {
    expect(planOrderEstimate(plan('essencial'), 3)).toEqual({
      plan_cents: 29_900,
      additional_cents: 29_970,
      total_cents: 59_870,
    });
    expect(planOrderEstimate(plan('pro'), 0)).toEqual({
      plan_cents: 69_900,
      additional_cents: 0,
      total_cents: 69_900,
    });
  });

  it('has no total where the catalogue has no price', () => {
    expect(planOrderEstimate(plan('enterprise'), 5)).toEqual({
      plan_cents: null,
      additional_cents: null,
      total_cents: null,
    });
    expect(planOrderEstimate({ monthly_price_cents: 10_000, additional_user_price_cents: null }, 2)).toEqual({
      plan_cents: 10_000,
      additional_cents: null,
      total_cents: null,
    });
  });

  it('prices every extra seat below the plan’s own price per user', () => {
    for (const p of PLANS) {
      if (p.monthly_price_cents === null || p.additional_user_price_cents === null) continue;
      expect(p.additional_user_price_cents).toBeLessThan(p.monthly_price_cents / p.users);
    }
  });
});

describe('planOrderSeatsShort', () => {
  it.each([
    [10, 2, 3, 5],
    [10, 2, 8, 0],
    [3, 10, 0, 0],
    [7, 2, -4, 5],
  ])('%i active users, %i of the plan + %i extra → %i short', (active, planUsers, extra, short) => {
    expect(planOrderSeatsShort(active, planUsers, extra)).toBe(short);
  });
});

describe('centsText', () => {
  it('writes reais the Brazilian way', () => {
    expect(centsText(59_870).replace(/\s/g, ' ')).toBe('R$ 598,70');
  });
});

describe('nextPlanFor', () => {
  const id = (found: { id: string } | null) => found?.id ?? null;
  it('offers the cheapest plan above the account’s whose month holds the credits', () => {
    expect(id(nextPlanFor(200, 'export', null))).toBe('essencial');
    expect(id(nextPlanFor(300, 'export', null))).toBe('essencial');
    expect(id(nextPlanFor(301, 'export', null))).toBe('pro');
    expect(id(nextPlanFor(200, 'export', plan('essencial')))).toBe('pro');
    expect(id(nextPlanFor(1_500, 'export', plan('essencial')))).toBe('avancado');
    expect(id(nextPlanFor(20_000, 'export', plan('pro')))).toBe('enterprise');
  });

  it('counts unlimited consultations as holding any number, and offers nothing past the catalogue', () => {
    expect(id(nextPlanFor(600, 'click', plan('essencial')))).toBe('avancado');
    expect(id(nextPlanFor(50_000, 'click', null))).toBe('enterprise');
    expect(nextPlanFor(20_001, 'export', null)).toBeNull();
    expect(nextPlanFor(10, 'export', plan('enterprise'))).toBeNull();
  });
});
