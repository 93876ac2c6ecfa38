import { describe, expect, it } from 'vitest';
import { canManageList } from '@/features/lists/lib/list-permissions';

describe('who may change a list', () => {
  const list = { author: { id: 'ana' } };
  it('its author, an owner or a manager; not a member, nor nobody signed in', () => {
    expect(canManageList(list, { id: 'ana', role: 'prospector' })).toBe(true);
    expect(canManageList(list, { id: 'bia', role: 'owner' })).toBe(true);
    expect(canManageList(list, { id: 'bia', role: 'manager' })).toBe(true);
    expect(canManageList(list, { id: 'bia', role: 'prospector' })).toBe(false);
    expect(canManageList(list, { id: 'bia', role: 'user' })).toBe(false);
    expect(canManageList(list, undefined)).toBe(false);
  });
});
