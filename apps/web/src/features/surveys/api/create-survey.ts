import type {
  CreateSurveyRequest,
  CreateSurveyResponse,
  ShowSurveyResponse,
  SurveyType,
} from '@prospecta/contracts/surveys-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { surveyOfferQueryKey } from '@/features/surveys/api/get-survey-offer';
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
    onSuccess: (_answer, body) => {
      queryClient.setQueryData<ShowSurveyResponse>(surveyOfferQueryKey(body.type as SurveyType), (old) =>
        old ? { ...old, show: false } : old,
      );
    },
  });
}
