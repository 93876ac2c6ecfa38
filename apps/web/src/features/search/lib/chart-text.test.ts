import { describe, expect, it } from 'vitest';
import { chartFigures } from '@/features/search/lib/chart-text';

describe('the text alternative of a graph', () => {
  it('says every bucket with its count and share', () => {
    expect(
      chartFigures([
        { key: 'SE', label: 'Sudeste', count: 3000 },
        { key: 'S', label: 'Sul', count: 999 },
        { key: 'N', label: 'Norte', count: 1 },
      ]),
    ).toEqual(['Sudeste: 3.000 empresas (75%)', 'Sul: 999 empresas (25%)', 'Norte: 1 empresa (0%)']);
  });
  it('says nothing for no buckets', () => {
    expect(chartFigures([])).toEqual([]);
  });
});
