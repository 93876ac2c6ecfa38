import type { RescueVoucherResponse, ShowVoucherResponse } from '@prospecta/contracts/surveys-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CREDITS_QUERY_KEY } from '@/features/credits/api/get-credits';
import { VOUCHER_OFFER_QUERY_KEY } from '@/features/surveys/api/get-voucher-offer';
import { isAlreadyRescued } from '@/features/surveys/lib/survey-prompt';
import { api } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-errors';

/** POST /user/survey/rescue_voucher — the voucher's credits, once. */
export function rescueVoucher(surveyId: string): Promise<RescueVoucherResponse> {
  return api.post<RescueVoucherResponse>('/user/survey/rescue_voucher?skip_handle_error=true', {
    survey_id: surveyId,
  });
}

export function useRescueVoucher() {
  const queryClient = useQueryClient();
  const spent = () => {
    queryClient.setQueryData<ShowVoucherResponse>(VOUCHER_OFFER_QUERY_KEY, { show: false, voucher: null });
    // The gauge in the header grows by the gift.
    void queryClient.invalidateQueries({ queryKey: CREDITS_QUERY_KEY });
  };
  return useMutation({
    mutationFn: rescueVoucher,
    onSuccess: () => spent(),
    // Rescued already (another tab, a crossed click): the credits are in; the gauge shows them too.
    onError: (error) => {
      if (isAlreadyRescued(error as ApiError)) spent();
    },
  });
}
