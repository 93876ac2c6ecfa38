// The addresses of "Indique e ganhe": the referrer's page of registers (`?page=`) and the staff's filters
// (`?q=&status=&page=`). One conversion each way; unknown or malformed values read as no filter.
import { REFERRAL_STATUSES, type ReferralStatus } from '@prospecta/contracts/referral-api';
import { knownValue, readPage, readText, writeParams } from '@/lib/url-params';

export type ReferralFilters = { q: string; status: ReferralStatus | null; page: number };
export const EMPTY_REFERRAL_FILTERS: ReferralFilters = { q: '', status: null, page: 1 };

export function readReferralFilters(params: URLSearchParams): ReferralFilters {
  return {
    q: readText(params.get('q')),
    status: knownValue(params.get('status'), REFERRAL_STATUSES) ?? null,
    page: readPage(params.get('page')),
  };
}

/** The parameters with the filters written over them (defaults left out, other parameters kept). */
export function writeReferralFilters(params: URLSearchParams, filters: ReferralFilters): URLSearchParams {
  return writeParams(params, { q: filters.q.trim(), status: filters.status ?? '', page: filters.page });
}

/** The query of GET /admin/referrals: only what is set. */
export function referralQueryString(filters: ReferralFilters): string {
  const params = new URLSearchParams({ page: String(filters.page) });
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.status) params.set('status', filters.status);
  return params.toString();
}

/** How many pages a list of `total` rows takes, `pageSize` a page (at least one). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
