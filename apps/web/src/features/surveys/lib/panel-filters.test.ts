import { describe, expect, it } from 'vitest';
import {
  readSurveyFilters,
  readVoucherFilters,
  writeSurveyFilters,
  writeVoucherFilters,
} from '@/features/surveys/lib/panel-filters';
import { EMPTY_SURVEY_FILTERS, type SurveyFilters } from '@/features/surveys/lib/survey-prompt';

const read = (query: string) => readSurveyFilters(new URLSearchParams(query));

describe('"Pesquisas" filters in the address', () => {
  it('an empty address is no filter, page 1', () => {
    expect(read('')).toEqual(EMPTY_SURVEY_FILTERS);
  });

  it('go there and back unchanged, empty ones and page 1 left out', () => {
    const filters: SurveyFilters = {
      from: '2026-11-01',
      to: '2026-11-30',
      type: 'nps',
      ratings: 'promoters',
      nameOrEmail: 'ana silva',
      page: 3,
    };
    const written = writeSurveyFilters(new URLSearchParams(), filters);
    expect(written.toString()).toBe(
      'from=2026-11-01&to=2026-11-30&type=nps&notas=promoters&q=ana+silva&page=3',
    );
    expect(readSurveyFilters(written)).toEqual(filters);
    expect(writeSurveyFilters(written, { ...filters, type: '', ratings: '', page: 1 }).toString()).toBe(
      'from=2026-11-01&to=2026-11-30&q=ana+silva',
    );
  });

  it('keep parameters that are not theirs', () => {
    expect(
      writeSurveyFilters(new URLSearchParams('x=1'), { ...EMPTY_SURVEY_FILTERS, page: 2 }).toString(),
    ).toBe('x=1&page=2');
  });

  it.each([
    ['from=01/11/2026', { from: '' }],
    ['to=2026-13', { to: '' }],
    ['type=csat', { type: '' }],
    ['notas=9,10', { ratings: '' }],
    ['notas=detractors', { ratings: 'detractors' }],
    ['page=0', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['q=%20%20bia%20', { nameOrEmail: 'bia' }],
  ])('read a hand-edited %s safely', (query, expected) => {
    expect(read(query)).toEqual({ ...EMPTY_SURVEY_FILTERS, ...expected });
  });
});

describe('"Vouchers" filters in the address', () => {
  it('all and page 1 when absent or unknown', () => {
    expect(readVoucherFilters(new URLSearchParams(''))).toEqual({ status: 'all', page: 1 });
    expect(readVoucherFilters(new URLSearchParams('status=maybe&page=-2'))).toEqual({
      status: 'all',
      page: 1,
    });
  });

  it('go there and back unchanged', () => {
    const written = writeVoucherFilters(new URLSearchParams(), { status: 'pending', page: 2 });
    expect(written.toString()).toBe('status=pending&page=2');
    expect(readVoucherFilters(written)).toEqual({ status: 'pending', page: 2 });
    expect(writeVoucherFilters(written, { status: 'all', page: 1 }).toString()).toBe('');
  });
});
