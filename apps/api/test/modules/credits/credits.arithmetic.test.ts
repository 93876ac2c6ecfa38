import { describe, expect, it } from 'vitest';
import {
  canSpend,
  creditGauge,
  type GrantLine,
  grantBalances,
  grantBoundaries,
  isGrantValid,
  nextExpiry,
  type SpendPeriod,
} from '@/modules/credits/credits.arithmetic.ts';

const day = (d: string) => new Date(`2026-${d}T00:00:00Z`);
const now = new Date('2026-06-01T12:00:00Z');
const past = day('05-01');
const future = day('07-01');
const grant = (amount: number, extra: Partial<GrantLine> = {}): GrantLine => ({
  type: 'click',
  amount,
  createdAt: day('01-01'),
  expiresAt: future,
  invalidatedAt: null,
  ...extra,
});
const spent = (amount: number, from = day('01-01'), type: SpendPeriod['type'] = 'click'): SpendPeriod => ({
  type,
  from,
  amount,
  withdrawal: false,
});
const withdrawn = (amount: number, from: Date): SpendPeriod => ({ ...spent(amount, from), withdrawal: true });

describe('isGrantValid', () => {
  it.each([
    ['no expiry', grant(1, { expiresAt: null }), true],
    ['expires later', grant(1), true],
    ['expired', grant(1, { expiresAt: past }), false],
    ['expires exactly now', grant(1, { expiresAt: now }), false],
    ['invalidated', grant(1, { invalidatedAt: past }), false],
    ['invalidated later than the moment asked', grant(1, { invalidatedAt: future }), true],
  ])('%s', (_, g, expected) => {
    expect(isGrantValid(g, now)).toBe(expected);
  });
});

describe('grantBoundaries', () => {
  it('lists every moment a grant starts, expires or is invalidated, ascending and once', () => {
    const grants = [
      grant(1, { createdAt: day('03-01'), expiresAt: day('04-01') }),
      grant(1, { createdAt: day('01-01'), expiresAt: null, invalidatedAt: day('03-01') }),
    ];
    expect(grantBoundaries(grants)).toEqual([day('01-01'), day('03-01'), day('04-01')]);
  });
});

describe('creditGauge', () => {
  it.each([
    { name: 'nothing granted', grants: [], spends: [], value: 0, remaining: 0 },
    { name: 'one grant, none spent', grants: [grant(500)], spends: [], value: 500, remaining: 500 },
    {
      name: 'grants add up',
      grants: [grant(100), grant(50, { expiresAt: null })],
      spends: [spent(30)],
      value: 150,
      remaining: 120,
    },
    {
      name: 'expired and invalidated do not count',
      grants: [grant(100), grant(40, { expiresAt: past }), grant(7, { invalidatedAt: past })],
      spends: [spent(10, day('05-15'))],
      value: 100,
      remaining: 90,
    },
    {
      name: 'other type ignored',
      grants: [grant(100), grant(900, { type: 'export' })],
      spends: [spent(20, day('02-01'), 'export')],
      value: 100,
      remaining: 100,
    },
    { name: 'never below zero', grants: [grant(10)], spends: [spent(25)], value: 10, remaining: 0 },
    {
      // The case that matters: 100 given in January and spent before it expired, then 50 given in May.
      name: 'what was spent from an expired grant leaves a new grant whole',
      grants: [grant(100, { expiresAt: day('04-01') }), grant(50, { createdAt: day('05-01') })],
      spends: [spent(80, day('01-01'))],
      value: 50,
      remaining: 50,
    },
    {
      name: 'an invalidated grant takes what was spent from it along',
      grants: [
        grant(100, { expiresAt: null, invalidatedAt: day('03-01') }),
        grant(50, { createdAt: day('02-01'), expiresAt: null }),
      ],
      spends: [spent(60, day('01-01')), spent(30, day('02-01')), spent(15, day('03-01'))],
      value: 50,
      remaining: 35,
    },
    {
      name: 'the grant that expires first is drawn on first',
      grants: [grant(100, { expiresAt: null }), grant(40, { expiresAt: day('04-01') })],
      spends: [spent(30, day('01-01'))],
      value: 100,
      remaining: 100,
    },
    {
      name: 'a spend reaches into the next grant once the first is used up',
      grants: [grant(100, { expiresAt: null }), grant(40, { expiresAt: future })],
      spends: [spent(70, day('01-01'))],
      value: 140,
      remaining: 70,
    },
    {
      name: 'a grant given after a spend is not drawn on by it',
      grants: [grant(10, { expiresAt: null }), grant(100, { createdAt: day('03-01'), expiresAt: null })],
      spends: [spent(25, day('01-01'))],
      value: 110,
      remaining: 100,
    },
    {
      // Staff removed 4 of 504 (500 lasting, 10 until today); the 10 then lapse: 490 are left, not 494, of
      // the 496 the 500 still grant.
      name: 'a staff withdrawal draws on the grant that lasts longest, so a lapsing grant does not give it back',
      grants: [
        grant(500, { expiresAt: null }),
        grant(10, { createdAt: day('05-01'), expiresAt: day('05-20'), invalidatedAt: day('05-10') }),
      ],
      spends: [spent(6, day('01-01')), withdrawn(4, day('05-01'))],
      value: 496,
      remaining: 490,
    },
    {
      // Staff give 100, remove 50, then invalidate the 100: the removal stays, from the older grant.
      name: 'among grants that never expire a withdrawal draws on the oldest',
      grants: [
        grant(500, { expiresAt: null }),
        grant(100, { createdAt: day('05-01'), expiresAt: null, invalidatedAt: day('05-10') }),
      ],
      spends: [spent(11, day('01-01')), withdrawn(50, day('05-01'))],
      value: 450,
      remaining: 439,
    },
    {
      // The QA case: the plan's 500, 25 used, staff add 5 and remove them: "475 de 500", not "475 de 505".
      name: 'a withdrawal lowers what was granted, it is not usage',
      grants: [grant(500), grant(5, { createdAt: day('05-01'), expiresAt: null })],
      spends: [spent(25, day('01-01')), withdrawn(5, day('05-02'))],
      value: 500,
      remaining: 475,
    },
    {
      name: 'a withdrawal larger than the staff grant comes out of the plan’s too',
      grants: [grant(500), grant(5, { createdAt: day('05-01') })],
      spends: [spent(25, day('01-01')), withdrawn(30, day('05-02'))],
      value: 475,
      remaining: 450,
    },
    {
      name: 'a withdrawal from a grant that has since expired no longer counts',
      grants: [
        grant(500),
        grant(20, { createdAt: day('02-01'), expiresAt: null, invalidatedAt: day('05-15') }),
      ],
      spends: [withdrawn(20, day('03-01'))],
      value: 500,
      remaining: 500,
    },
  ])('$name', ({ grants, spends, value, remaining }) => {
    expect(creditGauge('click', grants, spends, now)).toEqual({ value, remaining });
  });
});

describe('canSpend', () => {
  it.each([
    { type: 'click', amount: 1, remaining: 1, unlimitedClick: false, ok: true },
    { type: 'click', amount: 2, remaining: 1, unlimitedClick: false, ok: false },
    { type: 'click', amount: 5, remaining: 0, unlimitedClick: true, ok: true },
    { type: 'export', amount: 5, remaining: 0, unlimitedClick: true, ok: false },
    { type: 'export', amount: 10, remaining: 10, unlimitedClick: false, ok: true },
    { type: 'export', amount: 0, remaining: 10, unlimitedClick: false, ok: false },
  ] as const)('$type $amount of $remaining (unlimited $unlimitedClick) → $ok', ({ ok, ...input }) => {
    expect(canSpend(input)).toBe(ok);
  });
});

describe('grantBalances and nextExpiry', () => {
  const soon = day('06-15');
  const grants = [
    grant(100, { id: 'later', expiresAt: future }),
    grant(50, { id: 'soon', expiresAt: soon }),
    grant(30, { id: 'also-soon', expiresAt: soon, createdAt: day('02-01') }),
    grant(40, { id: 'forever', expiresAt: null }),
    grant(70, { id: 'gone', expiresAt: past }),
  ];

  it('says what is left of each grant: uses draw on the soonest expiry first', () => {
    const balances = grantBalances('click', grants, [spent(60, day('03-01'))]);
    const left = Object.fromEntries(balances.map((b) => [b.grant.id, b.left]));
    // The expired grant (05-01) went first, then nothing else was needed.
    expect(left).toEqual({ gone: 10, soon: 50, 'also-soon': 30, later: 100, forever: 40 });
  });

  it('gives the soonest expiry of unspent credits, grants of the same instant summed', () => {
    const balances = grantBalances('click', grants, [spent(90, day('03-01'))]);
    // 70 from "gone", 20 from "soon": 30 + 30 left expire on 06-15.
    expect(nextExpiry(balances, now)).toEqual({ at: soon, amount: 60 });
    expect(nextExpiry(balances, day('06-20'))).toEqual({ at: future, amount: 100 });
  });

  it('is null when nothing unspent expires', () => {
    const balances = grantBalances(
      'click',
      [grant(5, { expiresAt: null }), grant(5)],
      [spent(5, day('03-01'))],
    );
    expect(nextExpiry(balances, now)).toBeNull();
    expect(nextExpiry([], now)).toBeNull();
  });
});
