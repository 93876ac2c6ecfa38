import { STAFF_ROLES } from '@prospecta/contracts/auth';

/** Internal staff: admin or customer_success, or anyone with an e-mail of the staff domain. */
export function isStaff(user: { role: string; email?: string }, staffEmailDomain: string): boolean {
  if ((STAFF_ROLES as readonly string[]).includes(user.role)) return true;
  return user.email?.toLowerCase().endsWith(`@${staffEmailDomain}`) ?? false;
}
