import type { BasicInformationResponse } from '@prospecta/contracts/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getBasicInformation(): Promise<BasicInformationResponse> {
  return api.get<BasicInformationResponse>('/user/basic_information');
}

export function basicInformationQueryOptions() {
  return queryOptions({
    queryKey: ['user', 'basic_information'],
    queryFn: getBasicInformation,
    staleTime: 5 * 60_000,
  });
}

export function useBasicInformation() {
  return useQuery(basicInformationQueryOptions());
}
