import type { ShowSurveyResponse, SurveyUserActionResponse } from '@prospecta/contracts/surveys-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SURVEY_OFFER_QUERY_KEY } from '@/features/surveys/api/get-survey-offer';
import { api } from '@/lib/api-client';

/** POST /user/register_survey_user_action — "agora não": asked again in 7 days. */
export function postponeSurvey(): Promise<SurveyUserActionResponse> {
  return api.post<SurveyUserActionResponse>('/user/register_survey_user_action?skip_handle_error=true', {
    type: 'nps',
    action: 'postponed',
  });
}

export function usePostponeSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postponeSurvey,
    // Put off at once, whatever the answer: a failure only means the survey may come back sooner.
    onMutate: () => {
      queryClient.setQueryData<ShowSurveyResponse>(SURVEY_OFFER_QUERY_KEY, (old) =>
        old ? { ...old, show: false } : old,
      );
    },
  });
}
