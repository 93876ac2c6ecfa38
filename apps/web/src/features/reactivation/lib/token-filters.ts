// The staff's token list keeps its "Situação" and page in the address (`?status=open&page=2`): a reload, Back or
// a shared link opens the same view. One conversion each way; unknown or malformed values read as no filter.
import { REACTIVATION_STATUSES, type ReactivationStatus } from '@prospecta/contracts/reactivation-api';
import { readPage, writeParams } from '@/lib/url-params';

export type TokenFilters = { status: ReactivationStatus | null; page: number };
export const EMPTY_TOKEN_FILTERS: TokenFilters = { status: null, page: 1 };

export function readTokenFilters(params: URLSearchParams): TokenFilters {
  const status = params.get('status');
  return {
    status: REACTIVATION_STATUSES.find((s) => s === status) ?? null,
    page: readPage(params.get('page')),
  };
}

/** The parameters with the filters written over them (no status and page 1 left out; others kept). */
export function writeTokenFilters(params: URLSearchParams, filters: TokenFilters): URLSearchParams {
  return writeParams(params, { status: filters.status ?? '', page: filters.page });
}
