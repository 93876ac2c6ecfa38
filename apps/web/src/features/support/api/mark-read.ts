import type { SupportConversationResponse } from '@prospecta/contracts/support-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OWN_ERRORS,
  SUPPORT_CONVERSATION_QUERY_KEY,
  supportPath,
} from '@/features/support/api/support-query-keys';
import { api } from '@/lib/api-client';

/** POST conversation/read: staff's messages on screen are read; the badge goes at once. */
export function useMarkSupportRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<unknown>(`${supportPath('read')}?${OWN_ERRORS}`, {}),
    onSuccess: () => {
      queryClient.setQueryData<SupportConversationResponse>(SUPPORT_CONVERSATION_QUERY_KEY, (current) =>
        current ? { ...current, unread: 0 } : current,
      );
      // The bell's "support_reply" notifications may have been read with them (the server decides).
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}
