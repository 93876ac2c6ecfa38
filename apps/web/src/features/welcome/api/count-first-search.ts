import { useDebouncedValue } from '@mantine/hooks';
import { buildSearchQuery, type QueryContext } from '@prospecta/contracts/query-rules';
import { type WelcomeAnswers, welcomeFilterState } from '@prospecta/contracts/welcome-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '@/lib/api-client';

/**
 * POST /searches/result with the first search the answers make (the search's own rules: active companies
 * with e-mail and phone for customers), a moment after the last tick: how many companies it will show.
 */
export function useFirstSearchCount(answers: WelcomeAnswers, context: QueryContext) {
  const [settled] = useDebouncedValue(answers, 400);
  const query = useMemo(() => {
    const built = buildSearchQuery(welcomeFilterState(settled), context);
    return built.ok ? built.query : null;
  }, [settled, context]);
  return useQuery({
    queryKey: ['welcome', 'count', query],
    queryFn: ({ signal }) =>
      api.post<{ companies_count: number }>('/searches/result?skip_handle_error=true', query, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
