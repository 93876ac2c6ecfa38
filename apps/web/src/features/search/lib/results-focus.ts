// Where the keyboard goes when the company drawer closes: the company's row when the page on screen shows it
// (opened from a row, stepped to another, or reached by its address), else the results table, else the screen's
// heading (no results, an error). Mantine returns the focus only to what had it before the drawer opened, and a
// drawer open from the address had nothing: the focus fell to the page's <body>.

/** The elements to try, best first (quoted attribute values: a CNPJ may be alphanumeric). */
export function resultsFocusSelectors(cnpj: string): string[] {
  return [
    `[data-result-cnpj=${JSON.stringify(cnpj)}]`,
    '[data-results-focus="table"]',
    '[data-results-focus="heading"]',
  ];
}

/** Focuses the first of resultsFocusSelectors found, on the next frames until one is drawn (about 0.5 s). */
export function focusResultsAfterClose(cnpj: string, framesLeft = 30): void {
  requestAnimationFrame(() => {
    const target = resultsFocusSelectors(cnpj)
      .map((selector) => document.querySelector<HTMLElement>(selector))
      .find((element) => element !== null);
    if (target) {
      if (document.activeElement !== target) target.focus();
    } else if (framesLeft > 0) focusResultsAfterClose(cnpj, framesLeft - 1);
  });
}
