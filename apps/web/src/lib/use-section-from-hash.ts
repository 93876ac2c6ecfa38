// A link to a section of a screen ("/user/share-and-win#indicacoes", "/shop/manage-subscriptions#assinaturas",
// from the bell or an e-mail): once the section's content is there, its heading takes the keyboard and is
// scrolled to the top, once per visit. The focus alone left a section below the fold where it was.
import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export function useSectionFromHash<T extends HTMLElement>(
  anchor: string,
  ready: boolean,
): RefObject<T | null> {
  const { hash } = useLocation();
  const heading = useRef<T>(null);
  const reached = useRef(false);
  useEffect(() => {
    if (!ready || reached.current || hash !== `#${anchor}`) return;
    // After the frame that draws the content, when the section's place is known.
    const frame = requestAnimationFrame(() => {
      reached.current = true;
      heading.current?.focus({ preventScroll: true });
      heading.current?.scrollIntoView({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [anchor, hash, ready]);
  return heading;
}
