import {
  type AdminSupportConversation,
  type AdminSupportListResponse,
  SUPPORT_POLL_OPEN_MS,
  type SupportMessage,
} from '@prospecta/contracts/support-api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_SUPPORT_CONVERSATION_QUERY_KEY,
  ADMIN_SUPPORT_LIST_QUERY_KEY,
  ADMIN_SUPPORT_QUERY_KEY,
  OWN_ERRORS,
  supportPath,
} from '@/features/support/api/support-query-keys';
import { type SupportFilters, supportListQueryString } from '@/features/support/lib/admin-filters';
import { api } from '@/lib/api-client';
import { isRetryUseless } from '@/lib/api-errors';

/** GET admin list (staff): the conversations, newest activity first, with the unread total of the open ones. */
export function useAdminSupportConversations(filters: SupportFilters) {
  return useQuery({
    queryKey: [...ADMIN_SUPPORT_LIST_QUERY_KEY, filters],
    queryFn: ({ signal }) =>
      api.get<AdminSupportListResponse>(
        `${supportPath('adminList')}?${supportListQueryString(filters)}&${OWN_ERRORS}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
    // New messages show in the list as they do in the open conversation.
    refetchInterval: SUPPORT_POLL_OPEN_MS,
  });
}

/**
 * GET one conversation with its messages (reading it marks the user's messages read by staff, so the list is
 * read again for its badges); refreshed every `SUPPORT_POLL_OPEN_MS` while open.
 */
export function useAdminSupportConversation(id: string | null) {
  const queryClient = useQueryClient();
  const queryKey = [...ADMIN_SUPPORT_CONVERSATION_QUERY_KEY, id];
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const before = queryClient.getQueryData<AdminSupportConversation>(queryKey);
      const conversation = await api.get<AdminSupportConversation>(
        `${supportPath('adminConversation', id ?? '')}?${OWN_ERRORS}`,
        { signal },
      );
      // Opened, or new messages of the user read: the list's badges and heading count change.
      if (!before || before.messages.length !== conversation.messages.length)
        void queryClient.invalidateQueries({ queryKey: ADMIN_SUPPORT_LIST_QUERY_KEY });
      return conversation;
    },
    enabled: id !== null,
    refetchInterval: SUPPORT_POLL_OPEN_MS,
    retry: (count, error) => !isRetryUseless(error) && count < 2,
  });
}

/** POST admin reply: staff answer; the user is told in the bell and in the widget. */
export function useReplySupport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api.post<{ message: SupportMessage; conversation_id: string }>(
        `${supportPath('adminReply', id)}?${OWN_ERRORS}`,
        { body },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_SUPPORT_QUERY_KEY }),
  });
}

/** POST admin close: the conversation is closed until the user writes again (or staff answer). */
export function useCloseSupportConversation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ message: string }>(`${supportPath('adminClose', id)}?${OWN_ERRORS}`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_SUPPORT_QUERY_KEY }),
  });
}
