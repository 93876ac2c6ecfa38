import type {
  SupportConversationResponse,
  SupportMessage,
  SupportMessageBody,
} from '@prospecta/contracts/support-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OWN_ERRORS,
  SUPPORT_CONVERSATION_QUERY_KEY,
  supportPath,
} from '@/features/support/api/support-query-keys';
import { withSentMessage } from '@/features/support/lib/thread';
import { api } from '@/lib/api-client';

type Sent = { message: SupportMessage; conversation_id: string };

/**
 * POST messages: the user writes (with the screen they are on); the answer's message joins the thread, and
 * `onSent` is told the body sent (the widget clears its draft).
 */
export function useSendSupportMessage({ onSent }: { onSent?: (body: string) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupportMessageBody) =>
      api.post<Sent>(`${supportPath('messages')}?${OWN_ERRORS}`, body),
    onSuccess: (sent, body) => {
      queryClient.setQueryData<SupportConversationResponse>(SUPPORT_CONVERSATION_QUERY_KEY, (current) =>
        withSentMessage(current, sent),
      );
      onSent?.(body.body);
    },
  });
}
