import type { SearchQueryInput } from '@prospecta/contracts/search-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type CommitDecision, decideCommit } from '@/features/search/lib/debounce-rules';

export type CommittedQuery = {
  /** The query the results show; null before the first commit. */
  committed: SearchQueryInput | null;
  /** What the wait is for while one is running, with its length. */
  pending: CommitDecision | null;
  /**
   * Whether the committed query is the one edited now. Known in the render that changes the query, unlike
   * `pending` (set by an effect, one render later): an answer is taken as the current filters' only then.
   */
  current: boolean;
  /** Skips the wait ("Atualizar agora"). */
  commitNow: () => void;
};

/**
 * Follows the edited query with the debounce rules of spec §9 (see debounce-rules.ts); `immediate`: a query
 * the user went back to (Back, Forward) is no edit and goes at once; `answered`: whether a query's answer is
 * in hand or on its way (a page seen before, or asked for ahead, goes at once).
 */
export function useCommittedQuery(
  next: SearchQueryInput,
  page: number,
  immediate = false,
  answered: (query: SearchQueryInput) => boolean = () => false,
): CommittedQuery {
  const answeredRef = useRef(answered);
  answeredRef.current = answered;
  const [committed, setCommitted] = useState<SearchQueryInput | null>(null);
  const [pending, setPending] = useState<CommitDecision | null>(null);
  const nextRef = useRef(next);
  nextRef.current = next;
  const nextKey = JSON.stringify(next);
  const committedKey = committed === null ? null : JSON.stringify(committed);

  useEffect(() => {
    if (nextKey === committedKey) {
      setPending(null);
      return;
    }
    const decision = decideCommit(committed, nextRef.current, page, answeredRef.current(nextRef.current));
    if (decision.delayMs === 0 || immediate) {
      setPending(null);
      setCommitted(nextRef.current);
      return;
    }
    setPending(decision);
    const timer = setTimeout(() => {
      setPending(null);
      setCommitted(nextRef.current);
    }, decision.delayMs);
    return () => clearTimeout(timer);
  }, [nextKey, committedKey, committed, page, immediate]);

  const commitNow = useCallback(() => {
    setPending(null);
    setCommitted(nextRef.current);
  }, []);

  return { committed, pending, current: nextKey === committedKey, commitNow };
}
