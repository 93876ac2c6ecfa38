import { useMediaQuery } from '@mantine/hooks';
import { isMobileDevice } from '@/lib/device';

/** Whether this is a phone or a tablet (lib/device.ts), again when a pointer is plugged in or out. */
export function useIsPhone(): boolean {
  const options = { getInitialValueInEffect: false };
  const coarsePointer = useMediaQuery('(pointer: coarse)', undefined, options) === true;
  const anyFinePointer = useMediaQuery('(any-pointer: fine)', undefined, options) === true;
  return isMobileDevice({ userAgent: navigator.userAgent, coarsePointer, anyFinePointer });
}
