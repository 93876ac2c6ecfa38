import type { EffectivenessResponse } from '@prospecta/contracts/admin-reports-api';
import { describe, expect, it } from 'vitest';
import {
  EFFECTIVENESS_COLUMNS,
  effectivenessCsv,
  effectivenessCsvName,
  formatAverage,
  formatNps,
  ofAccounts,
  ownerLabel,
  presetOf,
  presetPeriod,
  readPeriod,
  writePeriod,
} from './effectiveness';

// 01/03/2026 at 01h in UTC is still 28/02 in Brasília.
const EARLY_MARCH_UTC = new Date('2026-03-01T01:00:00Z');
const MID_JANUARY = new Date('2026-01-15T15:00:00Z');

describe('effectiveness presets', () => {
  it('reads today in Brasília', () => {
    expect(presetPeriod('this_month', EARLY_MARCH_UTC)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetPeriod('last_month', EARLY_MARCH_UTC)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
  });

  it('crosses the year for last month, and counts today among the last 90 days', () => {
    expect(presetPeriod('last_month', MID_JANUARY)).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetPeriod('last_90_days', MID_JANUARY)).toEqual({ from: '2025-10-18', to: '2026-01-15' });
    expect(presetPeriod('this_month', MID_JANUARY)).toEqual({ from: '2026-01-01', to: '2026-01-15' });
  });

  it('tells which preset a period is', () => {
    expect(presetOf({ from: '2025-12-01', to: '2025-12-31' }, MID_JANUARY)).toBe('last_month');
    expect(presetOf({ from: '2025-12-02', to: '2025-12-31' }, MID_JANUARY)).toBeNull();
  });
});

describe('effectiveness period in the address', () => {
  it('opens on this month, keeps a period given, and a half-chosen one as it is', () => {
    expect(readPeriod(new URLSearchParams(), MID_JANUARY)).toEqual({ from: '2026-01-01', to: '2026-01-15' });
    expect(readPeriod(new URLSearchParams('de=2025-03-01&ate=2025-03-31'), MID_JANUARY)).toEqual({
      from: '2025-03-01',
      to: '2025-03-31',
    });
    expect(readPeriod(new URLSearchParams('de=2025-03-01&ate=ontem'), MID_JANUARY)).toEqual({
      from: '2025-03-01',
      to: '',
    });
  });

  it('writes the period over the address, keeping the rest', () => {
    const next = writePeriod(new URLSearchParams('x=1&de=2020-01-01'), { from: '2025-03-01', to: '' });
    expect(next.toString()).toBe('x=1&de=2025-03-01');
  });
});

describe('effectiveness figures', () => {
  it('writes averages, NPS and shares in Portuguese', () => {
    expect(formatAverage(8.3)).toBe('8,3');
    expect(formatAverage(9)).toBe('9,0');
    expect(formatAverage(null)).toBe('—');
    expect(formatNps(33)).toBe('+33');
    expect(formatNps(-20)).toBe('−20');
    expect(formatNps(0)).toBe('0');
    expect(formatNps(null)).toBe('—');
    expect(ofAccounts(3, 1200)).toBe('3 de 1.200');
    expect(ofAccounts(0, 0)).toBe('0');
  });

  const figures = {
    accounts: 1200,
    active_accounts: 3,
    active_users: 4,
    exported_companies: 15000,
    click_credits_spent: 5,
    onboardings_done: 1,
    onboardings_scheduled: 1,
    onboardings_waiting: 0,
    nps_answers: 3,
    nps_average: 8.3,
    nps: 33,
    plan_orders: 1,
    shop_orders: 2,
    at_risk_accounts: 2,
  };
  const report: EffectivenessResponse = {
    from: '2025-03-01',
    to: '2025-03-31',
    at_risk_until: '2025-03-31',
    rows: [
      { ...figures, cs: { id: '1', name: 'Carla; "CS"', email: 'cs@prospecta.dev', active: false } },
      { ...figures, nps_answers: 0, nps_average: null, nps: null, cs: null },
    ],
    totals: figures,
  };

  it('names the owner, a disabled one and the accounts without one', () => {
    expect(report.rows.map(ownerLabel)).toEqual(['Carla; "CS" (desativado)', 'Sem responsável']);
  });

  it('downloads the table as a CSV for Excel in Brazil', () => {
    const csv = effectivenessCsv(report);
    expect(csv.startsWith('\uFEFFPeríodo: 01/03/2025 a 31/03/2025\r\n')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[1]).toBe(['Responsável', 'E-mail', ...EFFECTIVENESS_COLUMNS.map((c) => c.header)].join(';'));
    expect(lines[2]).toBe(
      '"Carla; ""CS"" (desativado)";cs@prospecta.dev;1200;3;4;15000;5;1;1;0;3;8,3;33;1;2;2',
    );
    expect(lines[3]).toBe('Sem responsável;;1200;3;4;15000;5;1;1;0;0;;;1;2;2');
    expect(lines[4]?.startsWith('Total;;1200;')).toBe(true);
    expect(effectivenessCsvName(report)).toBe('eficacia-cs-2025-03-01-a-2025-03-31.csv');
  });
});
