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
  onPageChange: (page: number) => void,
): void {
  const pastTheEnd = rows === 0 && answer.data !== undefined && !answer.isPlaceholderData && page > 1;
  const lastPage = Math.max(1, answer.data?.total_pages ?? 1);
  useEffect(() => {
    if (pastTheEnd) onPageChange(lastPage);
  }, [pastTheEnd, lastPage, onPageChange]);
}
