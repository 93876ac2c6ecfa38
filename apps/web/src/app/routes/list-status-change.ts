import { useCallback } from 'react';
import {
  type StatusChange,
  useUpdateProspectingStatus,
} from '@/features/list-companies/api/update-prospecting-status';
import { showToast } from '@/lib/notify';

/** A prospecting status change for the list screens: optimistic; on failure rolled back with an error toast. */
export function useStatusChange() {
  const update = useUpdateProspectingStatus();
  const { mutate } = update;
  return useCallback(
    (change: StatusChange) =>
      mutate(change, {
        onError: () =>
          showToast({
            color: 'red',
            title: 'Não foi possível mudar o status',
            message: 'A empresa voltou para onde estava. Tente novamente.',
          }),
      }),
    [mutate],
  );
}
