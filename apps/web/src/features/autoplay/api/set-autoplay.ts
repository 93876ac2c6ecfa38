import type { Autoplay, setActivenessResponseSchema } from '@prospecta/contracts/lists-autoplay-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

type Activeness = z.infer<typeof setActivenessResponseSchema>;

/**
 * Turns the autoplay of a saved search on or off: PATCH …/set_autoplay_activeness when it has one,
 * else POST …/create_autoplay into this list.
 */
export function setAutoplay(input: {
  historyId: string;
  listId: string;
  hasAutoplay: boolean;
  value: boolean;
}): Promise<Activeness | Autoplay> {
  const id = encodeURIComponent(input.historyId);
  if (!input.hasAutoplay && input.value) {
    return api.post<Autoplay>(`/history_search/${id}/create_autoplay`, { info_set_id: input.listId });
  }
  return api.patch<Activeness>(`/history_search/${id}/set_autoplay_activeness`, { value: input.value });
}

export function useSetAutoplay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAutoplay,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['autoplay'] });
      void queryClient.invalidateQueries({ queryKey: ['lists'] });
    },
  });
}
