import type {
  ShowSurveyResponse,
  SurveyType,
  SurveyUserActionResponse,
} from '@prospecta/contracts/surveys-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { surveyOfferQueryKey } from '@/features/surveys/api/get-survey-offer';
import { api } from '@/lib/api-client';

/** POST /user/register_survey_user_action — "agora não": that survey is asked again in 7 days. */
export function postponeSurvey(type: SurveyType): Promise<SurveyUserActionResponse> {
  return api.post<SurveyUserActionResponse>('/user/register_survey_user_action?skip_handle_error=true', {
    type,
    action: 'postponed',
  });
}

export function usePostponeSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postponeSurvey,
    // Put off at once, whatever the answer: a failure only means the survey may come back sooner.
    onMutate: (type) => {
      queryClient.setQueryData<ShowSurveyResponse>(surveyOfferQueryKey(type), (old) =>
        old ? { ...old, show: false } : old,
      );
    },
  });
}
