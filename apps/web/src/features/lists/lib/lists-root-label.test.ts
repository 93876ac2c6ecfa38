import { describe, expect, it } from 'vitest';
import { listsRootLabel, MY_LISTS_LABEL } from '@/features/lists/lib/lists-root-label';
import { routeTitleOf } from '@/lib/page-title';

describe('listsRootLabel', () => {
  it('names the lists root the team’s for an owner or a manager, who see every list of the account', () => {
    expect(listsRootLabel('owner')).toBe('Listas da equipe');
    expect(listsRootLabel('manager')).toBe('Listas da equipe');
  });

  it('names it the user’s own for anyone else, and while the user loads (the route’s own name)', () => {
    for (const role of ['user', 'prospector', undefined]) expect(listsRootLabel(role)).toBe('Minhas listas');
    expect(MY_LISTS_LABEL).toBe(routeTitleOf('/'));
  });
});
