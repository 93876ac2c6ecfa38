import type {
  AutomaticListAnswerBody,
  AutomaticListAnswerResponse,
  AutomaticListOffer,
} from '@prospecta/contracts/automatic-list-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTOMATIC_LIST_OFFER_QUERY_KEY } from '@/features/automatic-list/api/get-automatic-list-offer';
import { CREDITS_QUERY_KEY } from '@/features/credits/api/get-credits';
import { LISTS_QUERY_KEY } from '@/features/lists/api/get-lists';
import { api } from '@/lib/api-client';

/**
 * POST /user/add_create_list_automatic_event — the offer made, and its answer; `accepted` makes the list with
 * the search's first companies. The modal says every refusal itself.
 */
export function answerAutomaticList(body: AutomaticListAnswerBody): Promise<AutomaticListAnswerResponse> {
  return api.post<AutomaticListAnswerResponse>(
    '/user/add_create_list_automatic_event?skip_handle_error=true',
    body,
  );
}

export function useAnswerAutomaticList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerAutomaticList,
    onSuccess: (answer) => {
      // Made once, never offered again in this visit either.
      queryClient.setQueryData<AutomaticListOffer>(AUTOMATIC_LIST_OFFER_QUERY_KEY, (old) =>
        old ? { ...old, show: false, export_credits_remaining: answer.credits_remaining } : old,
      );
      if (answer.action === 'accepted') {
        void queryClient.invalidateQueries({ queryKey: CREDITS_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: LISTS_QUERY_KEY });
      }
    },
  });
}
