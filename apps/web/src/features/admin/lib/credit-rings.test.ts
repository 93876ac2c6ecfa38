import { describe, expect, it } from 'vitest';
import { adminCreditRings } from './credit-rings';

const credits = { click: { value: 0, remaining: 0 }, export: { value: 500, remaining: 320 } };

describe('adminCreditRings', () => {
  it('shows the click ring as unlimited for an account with unlimited clicks (not "0 de 0 · 0%")', () => {
    const [click, exportRing] = adminCreditRings({ credits, unlimitedClick: true });
    expect(click).toEqual({
      label: 'Consultas',
      remaining: 0,
      value: 0,
      unlimited: true,
      testId: 'admin-credit-click',
    });
    // Exports are never unlimited.
    expect(exportRing).toEqual({
      label: 'Exportações',
      remaining: 320,
      value: 500,
      unlimited: false,
      testId: 'admin-credit-export',
    });
  });

  it('shows the granted clicks of an account without unlimited clicks', () => {
    const rings = adminCreditRings({
      credits: { ...credits, click: { value: 600, remaining: 550 } },
      unlimitedClick: false,
    });
    expect(rings.map((ring) => [ring.label, ring.remaining, ring.value, ring.unlimited])).toEqual([
      ['Consultas', 550, 600, false],
      ['Exportações', 320, 500, false],
    ]);
  });
});
