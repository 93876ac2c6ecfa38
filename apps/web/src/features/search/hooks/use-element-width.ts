import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width of the element `ref` is set on, read once it is laid out and before the browser paints it, then
 * followed as it changes. Mantine's `useElementSize` reports its first width in an animation frame after the
 * first paint, so a layout picked by width painted the wrong one first and jumped (the results table drew its
 * six columns at 1 024 px, then its compact rows). 0 until measured (a render without a layout).
 */
export function useElementWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    // An update from a layout effect renders again before the paint: the first paint has the right width.
    setWidth(node.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
