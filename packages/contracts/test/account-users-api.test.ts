// Who sees an account's users: the owner, managers and admins (the panel offers the tab to them only).
import { describe, expect, it } from 'vitest';
import { canViewAccountUsers } from '../src/account-users-api.ts';
import { ROLES } from '../src/auth.ts';

describe('canViewAccountUsers', () => {
  it('is true for the owner, a manager and an admin, and false for sellers, prospectors and CS', () => {
    expect(Object.fromEntries(ROLES.map((role) => [role, canViewAccountUsers(role)]))).toEqual({
      admin: true,
      customer_success: false,
      owner: true,
      manager: true,
      prospector: false,
      user: false,
    });
  });
});
