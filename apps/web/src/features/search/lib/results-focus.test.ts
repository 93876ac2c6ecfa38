import { describe, expect, it } from 'vitest';
import { resultsFocusSelectors } from '@/features/search/lib/results-focus';

describe('where the focus goes when the company drawer closes', () => {
  it("tries the company's row, then the results table, then the heading", () => {
    expect(resultsFocusSelectors('12ABC345000167')).toEqual([
      '[data-result-cnpj="12ABC345000167"]',
      '[data-results-focus="table"]',
      '[data-results-focus="heading"]',
    ]);
  });
});
