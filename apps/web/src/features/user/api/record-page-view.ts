import { PAGE_VIEW_PATH_MAX, type PageViewRequest } from '@prospecta/contracts/user';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Analytics only: a failure must never bother the user, hence skip_handle_error. A longer address (a search
 * with a long CNPJ list) is cut to what the server keeps instead of being refused.
 */
export function recordPageView(body: PageViewRequest): Promise<void> {
  return api.post<void>('/user/page_views?skip_handle_error=true', {
    path: body.path.slice(0, PAGE_VIEW_PATH_MAX),
  });
}

export function useRecordPageView() {
  return useMutation({ mutationFn: recordPageView });
}
