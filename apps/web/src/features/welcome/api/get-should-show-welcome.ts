import type { ShouldShowWelcomeResponse } from '@prospecta/contracts/welcome-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const SHOULD_SHOW_WELCOME_QUERY_KEY = ['welcome', 'should-show'] as const;

/**
 * GET /welcome_screen/should_show_welcome_screen → { show }. A failure is silent: the search then simply
 * opens, the welcome screen is an invitation, not a gate.
 */
export function getShouldShowWelcome(signal?: AbortSignal): Promise<ShouldShowWelcomeResponse> {
  return api.get<ShouldShowWelcomeResponse>(
    '/welcome_screen/should_show_welcome_screen?skip_handle_error=true',
    {
      signal,
    },
  );
}

export function shouldShowWelcomeQueryOptions() {
  return queryOptions({
    queryKey: SHOULD_SHOW_WELCOME_QUERY_KEY,
    queryFn: ({ signal }) => getShouldShowWelcome(signal),
    // Asked once a session (sign-out clears the cache); answering or skipping sets it to false here.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Whether /search sends the user to the welcome screen first; idle while `enabled` is false. */
export function useShouldShowWelcome(enabled: boolean) {
  return useQuery({ ...shouldShowWelcomeQueryOptions(), enabled });
}
