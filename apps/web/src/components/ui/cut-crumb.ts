// A breadcrumb naming something of any length (a list, a company's razão social of 150 characters): the crumbs
// stay on one line and a long name is cut at its end with an ellipsis, the whole of it on hover.

/** The breadcrumbs' own style: one line, never wider than their place (a name wrapped the crumbs onto three). */
export const ONE_LINE_CRUMBS = { flexWrap: 'nowrap', minWidth: 0 } as const;

/**
 * Style props of a crumb (an `Anchor` or a `Text`) that may be long: it shrinks before the short ones, cut with
 * "…", its whole name in the title. Style props, not `style`: the crumbs' own style replaces a `style`, and their
 * `line-height: 1` would clip the descenders of a cut text.
 */
export function cutCrumb(name: string) {
  return { truncate: 'end', lh: 'normal', miw: 0, flex: '0 1 auto', title: name } as const;
}
