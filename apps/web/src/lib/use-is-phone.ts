import { useMediaQuery } from '@mantine/hooks';
import { isMobileUserAgent, PHONE_MAX_WIDTH_PX } from '@/lib/device';

export function useIsPhone(): boolean {
  const narrow = useMediaQuery(`(max-width: ${PHONE_MAX_WIDTH_PX}px)`, undefined, {
    getInitialValueInEffect: false,
  });
  return narrow === true || isMobileUserAgent(navigator.userAgent);
}
