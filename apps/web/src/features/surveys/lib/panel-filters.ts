// The filters of the staff's "Pesquisas" and "Vouchers" panels kept in the address: a reload, Back or a shared
// link opens the same view. One conversion each way; unknown or malformed values read as no filter.
import { SURVEY_TYPES, VOUCHER_FILTERS, type VoucherFilter } from '@prospecta/contracts/surveys-api';
import {
  EMPTY_SURVEY_FILTERS,
  RATING_GROUPS,
  type RatingGroup,
  type SurveyFilters,
} from '@/features/surveys/lib/survey-prompt';
import { knownValue, readDay, readPage, readText, writeParams } from '@/lib/url-params';

const RATING_GROUP_KEYS = Object.keys(RATING_GROUPS).filter((k) => k !== '') as RatingGroup[];

/** "Pesquisas": `?from=&to=&type=&notas=&q=&page=`. */
export function readSurveyFilters(params: URLSearchParams): SurveyFilters {
  return {
    ...EMPTY_SURVEY_FILTERS,
    from: readDay(params.get('from')),
    to: readDay(params.get('to')),
    type: knownValue(params.get('type'), SURVEY_TYPES) ?? '',
    ratings: knownValue(params.get('notas'), RATING_GROUP_KEYS) ?? '',
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
    status: knownValue(params.get('status'), VOUCHER_FILTERS) ?? 'all',
    page: readPage(params.get('page')),
  };
}

export function writeVoucherFilters(params: URLSearchParams, f: VoucherFilters): URLSearchParams {
  return writeParams(params, { status: f.status === 'all' ? '' : f.status, page: f.page });
}
