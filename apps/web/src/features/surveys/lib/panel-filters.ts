// The filters of the staff's "Pesquisas" and "Vouchers" panels kept in the address: a reload, Back or a shared
// link opens the same view. One conversion each way; unknown or malformed values read as no filter.
import { SURVEY_TYPES, VOUCHER_FILTERS, type VoucherFilter } from '@prospecta/contracts/surveys-api';
import {
  EMPTY_SURVEY_FILTERS,
  RATING_GROUPS,
  type RatingGroup,
  type SurveyFilters,
} from '@/features/surveys/lib/survey-prompt';

const RATING_GROUP_KEYS = Object.keys(RATING_GROUPS).filter((k) => k !== '') as RatingGroup[];

const known = <T extends string>(value: string | null, values: readonly T[]): T | undefined =>
  values.find((v) => v === value);
const readDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');
const readText = (value: string | null) => (value ?? '').trim().slice(0, 200);
function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 && page <= 100_000 ? page : 1;
}

/** The parameters with the given values written over them (empty ones and page 1 left out). */
function writeParams(params: URLSearchParams, values: Record<string, string | number>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(values)) {
    if (value === '' || (key === 'page' && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** "Pesquisas": `?from=&to=&type=&notas=&q=&page=`. */
export function readSurveyFilters(params: URLSearchParams): SurveyFilters {
  return {
    ...EMPTY_SURVEY_FILTERS,
    from: readDay(params.get('from')),
    to: readDay(params.get('to')),
    type: known(params.get('type'), SURVEY_TYPES) ?? '',
    ratings: known(params.get('notas'), RATING_GROUP_KEYS) ?? '',
    nameOrEmail: readText(params.get('q')),
    page: readPage(params.get('page')),
  };
}

export function writeSurveyFilters(params: URLSearchParams, f: SurveyFilters): URLSearchParams {
  return writeParams(params, {
    from: f.from,
    to: f.to,
    type: f.type,
    notas: f.ratings,
    q: f.nameOrEmail.trim(),
    page: f.page,
  });
}

export type VoucherFilters = { status: VoucherFilter; page: number };

/** "Vouchers": `?status=&page=` (all when absent). */
export function readVoucherFilters(params: URLSearchParams): VoucherFilters {
  return {
    status: known(params.get('status'), VOUCHER_FILTERS) ?? 'all',
    page: readPage(params.get('page')),
  };
}

export function writeVoucherFilters(params: URLSearchParams, f: VoucherFilters): URLSearchParams {
  return writeParams(params, { status: f.status === 'all' ? '' : f.status, page: f.page });
}
