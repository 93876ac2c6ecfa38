import type { creditsUsedResponseSchema } from '@prospecta/contracts/lists-autoplay-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

type CreditsUsed = z.infer<typeof creditsUsedResponseSchema>;

/** GET /user/autoplay/credits_used — export credits the user's autoplays spent. */
export function getAutoplayCreditsUsed(): Promise<CreditsUsed> {
  return api.get<CreditsUsed>('/user/autoplay/credits_used');
}

export function autoplayCreditsQueryOptions() {
  return queryOptions({ queryKey: ['autoplay', 'credits-used'], queryFn: getAutoplayCreditsUsed });
}

export function useAutoplayCreditsUsed(enabled: boolean) {
  return useQuery({ ...autoplayCreditsQueryOptions(), enabled });
}
