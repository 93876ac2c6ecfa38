import { ADMIN_MESSAGES } from '@prospecta/contracts/admin-api';
import { describe, expect, it } from 'vitest';
import { userActions } from './user-actions';

const admin = { id: 'admin-1', role: 'admin' as const };
const cs = { id: 'cs-1', role: 'customer_success' as const };
const allowed = { edit: null, disable: null, enable: null };

describe('userActions', () => {
  it('lets an admin change every user but disable himself or an owner', () => {
    expect(userActions(admin, { id: 'cs-1', role: 'customer_success' })).toEqual(allowed);
    expect(userActions(admin, { id: 'u-1', role: 'manager' })).toEqual(allowed);
    expect(userActions(admin, { id: 'admin-1', role: 'admin' })).toEqual({
      ...allowed,
      disable: ADMIN_MESSAGES.notYourself,
    });
    expect(userActions(admin, { id: 'o-1', role: 'owner' })).toEqual({
      ...allowed,
      disable: ADMIN_MESSAGES.ownerNeeded,
    });
  });

  it('keeps customer success off every staff user, herself included, as the API does', () => {
    const staffOnly = {
      edit: ADMIN_MESSAGES.staffUser,
      disable: ADMIN_MESSAGES.staffUser,
      enable: ADMIN_MESSAGES.staffUser,
    };
    expect(userActions(cs, { id: 'admin-1', role: 'admin' })).toEqual(staffOnly);
    expect(userActions(cs, { id: 'cs-1', role: 'customer_success' })).toEqual(staffOnly);
    expect(userActions(cs, { id: 'u-1', role: 'prospector' })).toEqual(allowed);
    expect(userActions(cs, { id: 'o-1', role: 'owner' })).toEqual({
      ...allowed,
      disable: ADMIN_MESSAGES.ownerNeeded,
    });
  });
});
