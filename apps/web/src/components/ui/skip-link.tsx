import type { MouseEvent } from 'react';
import classes from '@/components/ui/skip-link.module.css';
import { focusMainRegion } from '@/lib/focus-main';

/** "Pular para o conteúdo": the first Tab stop of every screen, shown when focused, to its `main` region. */
export function SkipLink() {
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    // Focused from script: a `#` address would add a history entry and React Router ignores the hash.
    if (focusMainRegion()) event.preventDefault();
  }
  return (
    // biome-ignore lint/a11y/useValidAnchor: a link to the page's content (`#conteudo`), focused from script.
    <a href="#conteudo" className={classes.link} onClick={skip}>
      Pular para o conteúdo
    </a>
  );
}
