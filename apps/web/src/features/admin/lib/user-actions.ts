// Which actions on an account's user the signed-in staff member may take, mirroring the API's rules
// (apps/api/src/modules/admin/admin.service.ts: `changeableUser`, `setDisabled`), so the "Usuários" tab never
// offers a button the server would refuse. A refused action says why, with the server's own message.
import { ADMIN_MESSAGES, type AdminAccountUser, STAFF_ONLY_ROLES } from '@prospecta/contracts/admin-api';
import type { Role } from '@prospecta/contracts/auth';

export type Viewer = { id: string; role: Role };
/** null: allowed; a string: why the API refuses it. */
export type Refusal = string | null;
export type UserActions = { edit: Refusal; disable: Refusal; enable: Refusal };

const isStaff = (role: Role) => (STAFF_ONLY_ROLES as readonly Role[]).includes(role);

export function userActions(viewer: Viewer, user: Pick<AdminAccountUser, 'id' | 'role'>): UserActions {
  // A staff user (admin or customer_success, oneself included) is changed by an admin only.
  if (isStaff(user.role) && viewer.role !== 'admin') {
    return {
      edit: ADMIN_MESSAGES.staffUser,
      disable: ADMIN_MESSAGES.staffUser,
      enable: ADMIN_MESSAGES.staffUser,
    };
  }
  let disable: Refusal = null;
  if (user.id === viewer.id) disable = ADMIN_MESSAGES.notYourself;
  // The account keeps someone who manages it: the owner is handed over first.
  else if (user.role === 'owner') disable = ADMIN_MESSAGES.ownerNeeded;
  return { edit: null, disable, enable: null };
}
