import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/**
 * The window's height in CSS px (a zoom shortens it), read during render so the first paint has it
 * (Mantine's `useViewportSize` starts at 0 and measures after mounting); 0 without a browser.
 */
export function useWindowHeight(): number {
  return useSyncExternalStore(
    subscribe,
    () => window.innerHeight,
    () => 0,
  );
}
