import { describe, expect, it } from 'vitest';
import { asksToOpen, showsSupportWidget, withoutOpenParam } from '@/features/support/lib/widget-rules';

describe('showsSupportWidget', () => {
  it('is for the customers’ users, never for staff (spec: hidden for internal staff)', () => {
    for (const role of ['owner', 'manager', 'prospector', 'user'] as const)
      expect(showsSupportWidget({ role, is_staff: false })).toBe(true);
    expect(showsSupportWidget({ role: 'admin', is_staff: true })).toBe(false);
    expect(showsSupportWidget({ role: 'customer_success', is_staff: true })).toBe(false);
    // Staff by the e-mail's domain, whatever the role.
    expect(showsSupportWidget({ role: 'user', is_staff: true })).toBe(false);
    // Not yet known who is signed in: nothing.
    expect(showsSupportWidget(undefined)).toBe(false);
  });
});

describe('the address that opens it', () => {
  it('opens on ?suporte=1 and leaves the other parameters when taken out', () => {
    expect(asksToOpen(new URLSearchParams('suporte=1'))).toBe(true);
    expect(asksToOpen(new URLSearchParams('suporte=0'))).toBe(false);
    expect(withoutOpenParam(new URLSearchParams('view=kanban&suporte=1')).toString()).toBe('view=kanban');
  });
});
