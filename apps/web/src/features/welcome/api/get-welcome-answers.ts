import type { WelcomeAnswersResponse } from '@prospecta/contracts/welcome-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const WELCOME_ANSWERS_QUERY_KEY = ['user', 'welcome-answers'] as const;

/** GET /user/welcome_screen_answers → { answers | null, completed_at | null }; the screen shows a refusal. */
export function getWelcomeAnswers(signal?: AbortSignal): Promise<WelcomeAnswersResponse> {
  return api.get<WelcomeAnswersResponse>('/user/welcome_screen_answers?skip_handle_error=true', { signal });
}

export function welcomeAnswersQueryOptions() {
  return queryOptions({
    queryKey: WELCOME_ANSWERS_QUERY_KEY,
    queryFn: ({ signal }) => getWelcomeAnswers(signal),
  });
}

export function useWelcomeAnswers() {
  return useQuery(welcomeAnswersQueryOptions());
}
