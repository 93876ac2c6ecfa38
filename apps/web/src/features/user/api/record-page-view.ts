import type { PageViewRequest } from '@prospecta/contracts/user';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Analytics only: a failure must never bother the user, hence skip_handle_error. */
export function recordPageView(body: PageViewRequest): Promise<void> {
  return api.post<void>('/user/page_views?skip_handle_error=true', body);
}

export function useRecordPageView() {
  return useMutation({ mutationFn: recordPageView });
}
