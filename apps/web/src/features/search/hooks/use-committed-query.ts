import type { SearchQueryInput } from '@prospecta/contracts/search-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type CommitDecision, decideCommit } from '@/features/search/lib/debounce-rules';

export type CommittedQuery = {
  /** The query the results show; null before the first commit. */
  committed: SearchQueryInput | null;
  /** What the wait is for while one is running, with its length. */
  pending: CommitDecision | null;
  /** Skips the wait ("Atualizar agora"). */
  commitNow: () => void;
  /**
   * Enter in the name box: commits now, or — when the text typed just before has not reached the query yet
   * (the filters live in the address, which updates in a transition) — as soon as it does, without the wait.
   */
  commitTyped: () => void;
};

/** How long an Enter waits for the text typed before it to reach the query. */
const TYPED_CATCH_UP_MS = 1000;

/** Follows the edited query with the debounce rules of spec §9 (see debounce-rules.ts). */
export function useCommittedQuery(next: SearchQueryInput, page: number): CommittedQuery {
  const [committed, setCommitted] = useState<SearchQueryInput | null>(null);
  const [pending, setPending] = useState<CommitDecision | null>(null);
  const nextRef = useRef(next);
  nextRef.current = next;
  const nextKey = JSON.stringify(next);
  const committedKey = committed === null ? null : JSON.stringify(committed);
  const committedKeyRef = useRef(committedKey);
  committedKeyRef.current = committedKey;
  /** Until when every change reaching the query commits at once (commitTyped: the typing catching up). */
  const urgentUntil = useRef(0);

  useEffect(() => {
    if (nextKey === committedKey) {
      setPending(null);
      return;
    }
    const decision = decideCommit(committed, nextRef.current, page);
    if (decision.delayMs === 0 || Date.now() < urgentUntil.current) {
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
  }, [nextKey, committedKey, committed, page]);

  const commitNow = useCallback(() => {
    setPending(null);
    setCommitted(nextRef.current);
  }, []);

  const commitTyped = useCallback(() => {
    urgentUntil.current = Date.now() + TYPED_CATCH_UP_MS;
    if (JSON.stringify(nextRef.current) !== committedKeyRef.current) commitNow();
  }, [commitNow]);

  return { committed, pending, commitNow, commitTyped };
}
