// The staff's user form (name, e-mail, role, WhatsApp): its errors, by the contract's schema, and the changes
// to send — only the fields that differ from the user as loaded.

import { whatsappSchema } from '@prospecta/contracts/account-users-api';
import {
  type AdminAccountUser,
  type AdminUpdateUserRequest,
  adminUpdateUserRequestSchema,
} from '@prospecta/contracts/admin-api';
import type { Role } from '@prospecta/contracts/auth';

export type AdminUserFormValues = { name: string; email: string; role: Role; whatsapp: string };
export type AdminUserFormErrors = Partial<Record<keyof AdminUserFormValues, string>>;

const FIELD_OF: Record<string, keyof AdminUserFormValues> = {
  name: 'name',
  email: 'email',
  role: 'role',
  whatsapp_number: 'whatsapp',
};

/** The first message of each field the contract refuses. */
export function adminUserFormErrors(values: AdminUserFormValues): AdminUserFormErrors {
  const parsed = adminUpdateUserRequestSchema.safeParse({
    name: values.name,
    email: values.email,
    role: values.role,
    whatsapp_number: values.whatsapp,
  });
  const errors: AdminUserFormErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** A WhatsApp number as the contract stores it (digits, without +55), or the text as typed when it is not one. */
function digitsOf(phone: string | null): string {
  const parsed = whatsappSchema.safeParse(phone ?? '');
  return parsed.success ? (parsed.data ?? '') : (phone ?? '');
}

/** The fields that changed (empty when nothing did); call it on a form without errors. */
export function adminUserChanges(
  user: AdminAccountUser,
  values: AdminUserFormValues,
): AdminUpdateUserRequest {
  const changes: AdminUpdateUserRequest = {};
  if (values.name.trim() !== user.name) changes.name = values.name.trim();
  if (values.email.trim().toLowerCase() !== user.email.toLowerCase()) changes.email = values.email.trim();
  if (values.role !== user.role) changes.role = values.role;
  if (digitsOf(values.whatsapp) !== digitsOf(user.whatsapp_number)) changes.whatsapp_number = values.whatsapp;
  return changes;
}
