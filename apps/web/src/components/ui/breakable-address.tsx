import { Fragment, type ReactNode } from 'react';

/** Up to this many characters, a part of an address is never broken inside. */
const WHOLE_PART_MAX = 28;

/**
 * The parts of an address a narrow column may put on separate lines: an e-mail's name and its "@domain" (a site
 * is one part). Each part is a list of pieces: one piece stays whole; a part longer than WHOLE_PART_MAX is cut
 * before each of its dots, so only an unusually long name or domain is broken inside.
 */
export function addressParts(text: string): string[][] {
  const at = text.lastIndexOf('@');
  const parts = at > 0 ? [text.slice(0, at), text.slice(at)] : [text];
  return parts.map((part) => (part.length <= WHOLE_PART_MAX ? [part] : part.split(/(?=\.)/)));
}

/**
 * An e-mail or site that may take two lines of a narrow column instead of widening the table: it breaks
 * before the "@" ("owner" / "@demo.prospecta.dev"), never inside a usual domain ("demo / .prospecta / .dev"
 * read as three addresses), and a very long part breaks before its dots.
 */
export function breakableAddress(text: string): ReactNode {
  return addressParts(text).map((pieces, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, never reordered.
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {pieces.length === 1 ? (
        <span style={{ whiteSpace: 'nowrap' }}>{pieces[0]}</span>
      ) : (
        <span style={{ overflowWrap: 'break-word' }}>
          {pieces.map((piece, at) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed string, never reordered.
            <Fragment key={at}>
              {at > 0 ? <wbr /> : null}
              {piece}
            </Fragment>
          ))}
        </span>
      )}
    </Fragment>
  ));
}
