import type { ShowSurveyResponse, SurveyType } from '@prospecta/contracts/surveys-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const surveyOfferQueryKey = (type: SurveyType) => ['surveys', 'offer', type] as const;

/** GET /user/check_permission_to_show_survey?type= → { show, type, question }. Silent on failure: an invitation. */
export function getSurveyOffer(type: SurveyType, signal?: AbortSignal): Promise<ShowSurveyResponse> {
  return api.get<ShowSurveyResponse>(
    `/user/check_permission_to_show_survey?type=${type}&skip_handle_error=true`,
    { signal },
  );
}

export function surveyOfferQueryOptions(type: SurveyType) {
  return queryOptions({
    queryKey: surveyOfferQueryKey(type),
    queryFn: ({ signal }) => getSurveyOffer(type, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

export function useSurveyOffer(type: SurveyType, enabled: boolean) {
  return useQuery({ ...surveyOfferQueryOptions(type), enabled });
}
