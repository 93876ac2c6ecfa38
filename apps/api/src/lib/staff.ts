import { STAFF_ROLES } from '@prospecta/contracts/auth';

/** A staff role (admin or customer_success): who works in the admin area, whatever their e-mail. */
export const hasStaffRole = (user: { role: string }): boolean =>
  (STAFF_ROLES as readonly string[]).includes(user.role);

/** Internal staff: admin or customer_success, or anyone with an e-mail of the staff domain. */
export function isStaff(user: { role: string; email?: string }, staffEmailDomain: string): boolean {
  if (hasStaffRole(user)) return true;
  return user.email?.toLowerCase().endsWith(`@${staffEmailDomain}`) ?? false;
}
