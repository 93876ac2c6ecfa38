import { describe, expect, it } from 'vitest';
import { LISTS_ROOT_LABEL } from '@/features/lists/lib/lists-root-label';
import { routeTitleOf } from '@/lib/page-title';

describe('LISTS_ROOT_LABEL', () => {
  it('names the lists root as the page it leads to is called, whoever wrote the list', () => {
    expect(LISTS_ROOT_LABEL).toBe(routeTitleOf('/'));
  });
});
