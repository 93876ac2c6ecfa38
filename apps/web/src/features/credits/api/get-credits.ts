import type { CreditsShowResponse } from '@prospecta/contracts/credits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const CREDITS_QUERY_KEY = ['credits', 'show'] as const;

export function getCredits(): Promise<CreditsShowResponse> {
  return api.get<CreditsShowResponse>('/credits/show');
}

export function creditsQueryOptions() {
  return queryOptions({ queryKey: CREDITS_QUERY_KEY, queryFn: getCredits, staleTime: 0 });
}

export function useCredits() {
  return useQuery(creditsQueryOptions());
}
