import type {
  UpdateVoucherPermissionRequest,
  UpdateVoucherPermissionResponse,
  VoucherFilter,
  VouchersResponse,
} from '@prospecta/contracts/surveys-api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_SURVEYS_KEY } from '@/features/surveys/api/admin-surveys';
import { voucherQueryString } from '@/features/surveys/lib/survey-prompt';
import { api } from '@/lib/api-client';

export const ADMIN_VOUCHERS_KEY = ['admin', 'vouchers'] as const;

/** GET /user/survey/list_user_with_voucher — the answers rated 9 or 10, newest first. */
export function useAdminVouchers(filter: VoucherFilter, page: number) {
  return useQuery({
    queryKey: [...ADMIN_VOUCHERS_KEY, filter, page],
    queryFn: ({ signal }) =>
      api.get<VouchersResponse>(
        `/user/survey/list_user_with_voucher?${voucherQueryString(filter, page)}&skip_handle_error=true`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** PUT /user/survey/update_user_voucher_permission — allow or refuse; the server's message is the toast. */
export function useDecideVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateVoucherPermissionRequest) =>
      api.put<UpdateVoucherPermissionResponse>(
        '/user/survey/update_user_voucher_permission?allowed_success_notify=true',
        body,
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_VOUCHERS_KEY });
      void queryClient.invalidateQueries({ queryKey: ADMIN_SURVEYS_KEY });
    },
  });
}
