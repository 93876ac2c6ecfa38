import {
  SUPPORT_POLL_CLOSED_MS,
  SUPPORT_POLL_OPEN_MS,
  type SupportConversationResponse,
} from '@prospecta/contracts/support-api';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  OWN_ERRORS,
  SUPPORT_CONVERSATION_QUERY_KEY,
  supportPath,
} from '@/features/support/api/support-query-keys';
import { lastMessageId, mergeConversation } from '@/features/support/lib/thread';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-errors';

function getConversation(after: string | null, signal?: AbortSignal) {
  const query = after ? `after=${encodeURIComponent(after)}&${OWN_ERRORS}` : OWN_ERRORS;
  return api.get<SupportConversationResponse>(`${supportPath('conversation')}?${query}`, { signal });
}

/**
 * GET conversation: the first read brings the thread, each later one only what came after its newest message,
 * added to what the widget has. A reference the server no longer knows (400, 404) reads the whole again.
 */
async function readConversation(queryClient: QueryClient, signal: AbortSignal) {
  const current = queryClient.getQueryData<SupportConversationResponse>(SUPPORT_CONVERSATION_QUERY_KEY);
  const after = lastMessageId(current);
  if (!after) return getConversation(null, signal);
  try {
    return mergeConversation(current, await getConversation(after, signal));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 404))
      return getConversation(null, signal);
    throw error;
  }
}

/**
 * The user's conversation with Prospecta's team, polled every `SUPPORT_POLL_OPEN_MS` while the widget is open
 * and every `SUPPORT_POLL_CLOSED_MS` while it is closed (its unread badge). Not for staff (`enabled`).
 */
export function useSupportConversation(enabled: boolean, open: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: SUPPORT_CONVERSATION_QUERY_KEY,
    queryFn: ({ signal }) => readConversation(queryClient, signal),
    enabled,
    refetchInterval: open ? SUPPORT_POLL_OPEN_MS : SUPPORT_POLL_CLOSED_MS,
    // A background tab asks nothing; coming back asks at once.
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    retry: 1,
  });
}
