import { QueryClient } from '@tanstack/react-query';

/** The current user's query key, shared by the auth feature and the HTTP client (staff details on 500). */
export const CURRENT_USER_QUERY_KEY = ['user', 'me'] as const;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The HTTP client already reports errors; retrying a 4xx only repeats the toast.
      retry: (failureCount, error) => failureCount < 2 && isRetryable(error),
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});

function isRetryable(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status !== 'number' || status === 0 || status >= 502;
}
