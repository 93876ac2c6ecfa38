import { useMediaQuery } from '@mantine/hooks';

/**
 * A window narrower than 1 024 px (half a laptop screen, beside a CRM): the search's filters go to a drawer and a
 * list's metrics to one line. Read at the first render (no server rendering), so nothing is drawn wide first.
 */
export function useNarrowWindow(): boolean {
  return useMediaQuery('(max-width: 63.99em)', undefined, { getInitialValueInEffect: false }) === true;
}
