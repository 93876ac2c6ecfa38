import { useEffect } from 'react';

/**
 * Keeps a page that the screen holds (in its address) within the pages there are: a page past the end (an old
 * address, the last companies removed) steps back to the last one. `answer` is the page's query: its rows on
 * screen, the pages there are, and whether it still shows the previous page's rows while the new ones load.
 */
export function usePageInRange(
  answer: { data?: { total_pages: number }; isPlaceholderData: boolean },
  rows: number | undefined,
  page: number,
  onPageChange: (page: number, change?: { replace?: boolean }) => void,
): void {
  const pastTheEnd = rows === 0 && answer.data !== undefined && !answer.isPlaceholderData && page > 1;
  const lastPage = Math.max(1, answer.data?.total_pages ?? 1);
  useEffect(() => {
    // A correction, not a page the user turned: it replaces the address instead of adding to the history.
    if (pastTheEnd) onPageChange(lastPage, { replace: true });
  }, [pastTheEnd, lastPage, onPageChange]);
}
