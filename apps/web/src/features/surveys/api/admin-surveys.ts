import type { SurveysResponse, SurveyType } from '@prospecta/contracts/surveys-api';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type SurveyFilters, surveysQueryString } from '@/features/surveys/lib/survey-prompt';
import { api } from '@/lib/api-client';

export const ADMIN_SURVEYS_KEY = ['admin', 'surveys'] as const;

/** GET /user/surveys — the answers, 10 a page, with the filtered set's figures (spec: a failure is an empty list). */
export function useAdminSurveys(filters: SurveyFilters, enabled = true) {
  return useQuery({
    queryKey: [...ADMIN_SURVEYS_KEY, filters],
    queryFn: ({ signal }) =>
      api.get<SurveysResponse>(`/user/surveys?${surveysQueryString(filters)}&skip_handle_error=true`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** POST /user/survey/request — "Pedir avaliação": the user is asked at their next landing (the toast says so). */
export function useRequestSurvey() {
  return useMutation({
    mutationFn: (body: { email: string; type: SurveyType }) =>
      api.post<{ message: string }>(
        '/user/survey/request?skip_handle_error=true&allowed_success_notify=true',
        body,
      ),
  });
}
