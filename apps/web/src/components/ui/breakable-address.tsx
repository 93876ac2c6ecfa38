import { Fragment, type ReactNode } from 'react';

/**
 * An e-mail or site that may break after its "@" and before each dot, so a long one takes two lines of a
 * narrow column instead of widening the table (and is not cut inside a word, as "gmail.co / m").
 */
export function breakableAddress(text: string): ReactNode {
  return text.split(/(?<=@)|(?=\.)/).map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, never reordered.
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
