import { useCallback, useEffect, useState } from 'react';
import { HISTORY_STATUS_RESET_MS, type HistoryStatus } from '@/features/history/lib/history-status';

/** A status that falls back to idle 2 s after it changes (spec §4). */
export function useHistoryStatus(): [HistoryStatus, (status: HistoryStatus) => void] {
  const [status, setStatus] = useState<HistoryStatus>('idle');
  useEffect(() => {
    if (status === 'idle') return;
    const timer = setTimeout(() => setStatus('idle'), HISTORY_STATUS_RESET_MS);
    return () => clearTimeout(timer);
  }, [status]);
  return [status, useCallback((next: HistoryStatus) => setStatus(next), [])];
}
