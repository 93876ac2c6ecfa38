import type {
  CreateSurveyRequest,
  CreateSurveyResponse,
  ShowSurveyResponse,
} from '@prospecta/contracts/surveys-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SURVEY_OFFER_QUERY_KEY } from '@/features/surveys/api/get-survey-offer';
import { api } from '@/lib/api-client';

/** POST /user/survey — the answer; the server's "Avaliação salva com sucesso!" is the toast, a refusal shows in the dialog. */
export function createSurvey(body: CreateSurveyRequest): Promise<CreateSurveyResponse> {
  return api.post<CreateSurveyResponse>(
    '/user/survey?skip_handle_error=true&allowed_success_notify=true',
    body,
  );
}

export function useCreateSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSurvey,
    onSuccess: () => {
      queryClient.setQueryData<ShowSurveyResponse>(SURVEY_OFFER_QUERY_KEY, (old) =>
        old ? { ...old, show: false } : old,
      );
    },
  });
}
