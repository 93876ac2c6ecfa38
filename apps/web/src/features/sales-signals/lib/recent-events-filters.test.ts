import { describe, expect, it } from 'vitest';
import {
  defaultPeriod,
  periodProblem,
  readRecentEventsFilters,
  recentEventsQueryString,
  totalText,
  writeRecentEventsFilters,
} from '@/features/sales-signals/lib/recent-events-filters';
import { canonicalParams } from '@/lib/url-params';

const TODAY = '2026-12-01';
const read = (query: string) => readRecentEventsFilters(new URLSearchParams(query), TODAY);
const integer = (n: number) => n.toLocaleString('pt-BR');

describe('the filters in the address', () => {
  it('reads the last 30 days, every kind, 10 a page by default', () => {
    expect(defaultPeriod(TODAY)).toEqual({ from: '2026-11-02', to: TODAY });
    expect(read('')).toEqual({ kind: '', from: '2026-11-02', to: TODAY, mine: false, pageSize: 10, page: 1 });
  });

  it('reads what is set and ignores what is malformed', () => {
    expect(read('kind=clicked_on_upgrade&from=2026-10-01&to=2026-10-31&mine=1&size=20&page=3')).toEqual({
      kind: 'clicked_on_upgrade',
      from: '2026-10-01',
      to: '2026-10-31',
      mine: true,
      pageSize: 20,
      page: 3,
    });
    expect(read('kind=nada&from=ontem&size=50&page=-2&mine=sim')).toEqual(read(''));
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const base = new URLSearchParams('account=42');
    expect(writeRecentEventsFilters(base, read(''), TODAY).toString()).toBe('account=42');
    const written = writeRecentEventsFilters(
      base,
      { ...read(''), kind: 'scheduled_demo', mine: true, page: 2 },
      TODAY,
    );
    expect(written.toString()).toBe('account=42&kind=scheduled_demo&mine=1&page=2');
    const round = read(
      writeRecentEventsFilters(new URLSearchParams(), read('from=2026-10-01&size=20'), TODAY).toString(),
    );
    expect(round).toMatchObject({ from: '2026-10-01', to: TODAY, pageSize: 20 });
  });
});

describe('the address the panel shows', () => {
  it('drops what it does not read and keeps what it does', () => {
    const write = (p: URLSearchParams, f: ReturnType<typeof read>) => writeRecentEventsFilters(p, f, TODAY);
    const canonical = (query: string) =>
      canonicalParams(
        new URLSearchParams(query),
        (p) => readRecentEventsFilters(p, TODAY),
        write,
      )?.toString() ?? null;
    expect(canonical('kind=nada&page=0&size=50&account=7')).toBe('account=7');
    expect(canonical('kind=scheduled_demo&mine=1&page=2')).toBeNull();
    // The default period written out reads as no period.
    expect(canonical('from=2026-11-02&to=2026-12-01')).toBe('');
  });
});

describe('the request and the texts', () => {
  it('asks the period, the page and only the filters set', () => {
    expect(recentEventsQueryString(read(''))).toBe('from=2026-11-02&to=2026-12-01&page=1&page_size=10');
    expect(recentEventsQueryString(read('kind=scheduled_demo&mine=1&size=20'))).toBe(
      'from=2026-11-02&to=2026-12-01&page=1&page_size=20&kind=scheduled_demo&mine=true',
    );
  });

  it('says an inverted period, the total and the account link', () => {
    expect(periodProblem({ from: '2026-11-10', to: '2026-11-01' })).toBe(
      'O fim do período deve ser depois do início',
    );
    expect(periodProblem({ from: '2026-11-01', to: '2026-11-01' })).toBeNull();
    expect(totalText(1, false, integer)).toBe('1 sinal no período');
    expect(totalText(1234, true, integer)).toBe('1.234 sinais com esses filtros');
  });
});
