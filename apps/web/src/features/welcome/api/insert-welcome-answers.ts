import type {
  InsertWelcomeAnswersRequest,
  InsertWelcomeAnswersResponse,
  WelcomeAnswersResponse,
} from '@prospecta/contracts/welcome-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOULD_SHOW_WELCOME_QUERY_KEY } from '@/features/welcome/api/get-should-show-welcome';
import { WELCOME_ANSWERS_QUERY_KEY } from '@/features/welcome/api/get-welcome-answers';
import { api } from '@/lib/api-client';

/**
 * POST /welcome_screen/insert_answers — { answers } or { skipped: true }. The screen shows a refusal itself;
 * the success toast is the server's message.
 */
export function insertWelcomeAnswers(
  body: InsertWelcomeAnswersRequest,
): Promise<InsertWelcomeAnswersResponse> {
  return api.post<InsertWelcomeAnswersResponse>(
    '/welcome_screen/insert_answers?skip_handle_error=true&allowed_success_notify=true',
    body,
  );
}

/** Once saved, /search stops sending the user here without asking the server again. */
export function useInsertWelcomeAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: insertWelcomeAnswers,
    onSuccess: ({ answers, completed_at }) => {
      queryClient.setQueryData(SHOULD_SHOW_WELCOME_QUERY_KEY, { show: false });
      queryClient.setQueryData<WelcomeAnswersResponse>(WELCOME_ANSWERS_QUERY_KEY, { answers, completed_at });
    },
  });
}
