import type { ShowSurveyResponse } from '@prospecta/contracts/surveys-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const SURVEY_OFFER_QUERY_KEY = ['surveys', 'offer', 'nps'] as const;

/** GET /user/check_permission_to_show_survey → { show, type, question }. Silent on failure: an invitation. */
export function getSurveyOffer(signal?: AbortSignal): Promise<ShowSurveyResponse> {
  return api.get<ShowSurveyResponse>(
    '/user/check_permission_to_show_survey?type=nps&skip_handle_error=true',
    {
      signal,
    },
  );
}

export function surveyOfferQueryOptions() {
  return queryOptions({
    queryKey: SURVEY_OFFER_QUERY_KEY,
    queryFn: ({ signal }) => getSurveyOffer(signal),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

export function useSurveyOffer(enabled: boolean) {
  return useQuery({ ...surveyOfferQueryOptions(), enabled });
}
