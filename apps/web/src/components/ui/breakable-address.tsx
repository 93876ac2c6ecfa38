import { Fragment, type ReactNode } from 'react';

/** Up to this many characters, a part of an address is never broken inside. */
const WHOLE_PART_MAX = 28;

/**
 * The parts of an address a narrow column may put on separate lines: an e-mail's name with its "@", and its
 * domain (a site is one part). Each part is a list of pieces: one piece stays whole; a part longer than
 * WHOLE_PART_MAX (its "@" not counted) is cut before each of its dots, so only an unusually long name or domain
 * is broken inside.
 */
export function addressParts(text: string): string[][] {
  const at = text.lastIndexOf('@');
  const pieces = (part: string) => (part.length <= WHOLE_PART_MAX ? [part] : part.split(/(?=\.)/));
  if (at <= 0 || at === text.length - 1) return [pieces(text)];
  // The "@" ends the name's line: "@gmail.com" opening the next line read as a break at a random place.
  const name = pieces(text.slice(0, at));
  return [[...name.slice(0, -1), `${name.at(-1)}@`], pieces(text.slice(at + 1))];
}

/**
 * An e-mail or site that may take two lines of a narrow column instead of widening the table: it breaks
 * after the "@" ("owner@" / "demo.prospecta.dev"), never inside a usual domain ("demo / .prospecta / .dev"
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
