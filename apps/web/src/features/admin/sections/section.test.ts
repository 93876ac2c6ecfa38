import { describe, expect, it } from 'vitest';
import { type AdminSection, visibleSections } from '@/features/admin/sections/section';

const Nothing = () => null;

const panel = (key: string, order: number, roles?: AdminSection['roles']): AdminSection => ({
  key,
  label: key,
  order,
  roles,
  Component: Nothing,
});

describe('visibleSections', () => {
  it('orders the panels and keeps those of the viewer’s role', () => {
    const all = [panel('b', 30), panel('', 10), panel('so-admin', 20, ['admin'])];
    expect(visibleSections(all, { id: '1', role: 'admin' }).map((s) => s.key)).toEqual(['', 'so-admin', 'b']);
    expect(visibleSections(all, { id: '1', role: 'customer_success' }).map((s) => s.key)).toEqual(['', 'b']);
  });
});
