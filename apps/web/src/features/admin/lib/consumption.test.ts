import { describe, expect, it } from 'vitest';
import {
  CONSUMPTION_GROUPING_OPTIONS,
  consumptionQueryString,
  currentYearFilters,
  EMPTY_CONSUMPTION_FILTERS,
  GROUPING_UNITS,
  periodLabel,
  readGrouping,
  toGrouping,
  writeGrouping,
} from './consumption';

describe('consumption filters', () => {
  it('sends only the days given, the grouping and the page', () => {
    expect(consumptionQueryString(EMPTY_CONSUMPTION_FILTERS)).toBe('group_by_format=month&page=1');
    expect(consumptionQueryString({ from: '2025-10-01', to: '2025-11-30', grouping: 'day', page: 2 })).toBe(
      'init_date=2025-10-01&end_date=2025-11-30&group_by_format=day&page=2',
    );
  });

  it('groups by year too (spec admin §3), month first', () => {
    expect(CONSUMPTION_GROUPING_OPTIONS).toEqual([
      { value: 'month', label: 'Por mês' },
      { value: 'day', label: 'Por dia' },
      { value: 'year', label: 'Por ano' },
    ]);
    expect(consumptionQueryString({ from: '2024-01-01', to: '2025-12-31', grouping: 'year', page: 1 })).toBe(
      'init_date=2024-01-01&end_date=2025-12-31&group_by_format=year&page=1',
    );
    expect(toGrouping('year')).toBe('year');
    expect(toGrouping('week')).toBe('month');
    expect(toGrouping(null)).toBe('month');
    expect(GROUPING_UNITS).toEqual({ day: 'dia', month: 'mês', year: 'ano' });
  });

  it('reads a year, a month or a day in Portuguese', () => {
    expect(periodLabel('2025')).toBe('2025');
    expect(periodLabel('2025-11')).toBe('nov/2025');
    expect(periodLabel('2025-01')).toBe('jan/2025');
    expect(periodLabel('2025-11-05')).toBe('05/11/2025');
  });
});

describe('currentYearFilters', () => {
  it('opens on the current calendar year, by month', () => {
    expect(consumptionQueryString(currentYearFilters(new Date(2026, 10, 28)))).toBe(
      'init_date=2026-01-01&end_date=2026-12-31&group_by_format=month&page=1',
    );
  });
});

describe('the grouping in the URL', () => {
  it('reads day and year, anything else by month, and writes month as nothing', () => {
    expect(readGrouping(new URLSearchParams('grouping=day'))).toBe('day');
    expect(readGrouping(new URLSearchParams('grouping=year&account=a1'))).toBe('year');
    expect(readGrouping(new URLSearchParams('grouping=week'))).toBe('month');
    expect(readGrouping(new URLSearchParams(''))).toBe('month');
    const params = new URLSearchParams('account=a1&q=ana');
    expect(writeGrouping(params, 'day').toString()).toBe('account=a1&q=ana&grouping=day');
    expect(writeGrouping(new URLSearchParams('account=a1&grouping=day'), 'month').toString()).toBe(
      'account=a1',
    );
  });
});
