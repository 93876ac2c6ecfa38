// The preferences form's values: what the stored preferences read as in the fields, what the contract refuses,
// and whether the fields differ from what is stored (changes a tab switch or a reload would lose).
import {
  type AccountPreferences,
  updateAccountPreferencesSchema,
} from '@prospecta/contracts/account-preferences-api';
import { formatCep, formatPhone } from '@/features/company/lib/company-format';

export type PreferencesValues = {
  email: string;
  phoneNumber: string;
  zipcode: string;
  streetAddress: string;
  complementalAddress: string;
  neighborhood: string;
  city: string;
  state: string;
  country: string;
  categories: string[];
};
export type PreferencesErrors = Partial<Record<keyof PreferencesValues, string>>;

/** The fields in the order the form shows them: the keyboard goes to the first one in error. */
export const FIELD_ORDER: readonly (keyof PreferencesValues)[] = [
  'email',
  'phoneNumber',
  'zipcode',
  'streetAddress',
  'complementalAddress',
  'neighborhood',
  'city',
  'state',
  'country',
  'categories',
];

/** The stored preferences as the fields show them (a phone and a CEP formatted, nothing as ''). */
export const preferencesValues = (p: AccountPreferences): PreferencesValues => ({
  email: p.email ?? '',
  phoneNumber: p.phoneNumber ? formatPhone(p.phoneNumber) : '',
  zipcode: p.zipcode ? formatCep(p.zipcode) : '',
  streetAddress: p.streetAddress ?? '',
  complementalAddress: p.complementalAddress ?? '',
  neighborhood: p.neighborhood ?? '',
  city: p.city ?? '',
  state: p.state ?? '',
  country: p.country ?? '',
  categories: p.categories,
});

/** The first message of each field the contract refuses. */
export function preferencesErrors(values: PreferencesValues): PreferencesErrors {
  const parsed = updateAccountPreferencesSchema.safeParse(values);
  const errors: PreferencesErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof PreferencesValues;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Whether the fields say something else than the stored preferences: a text edited back to what it was, or
 * spaces around it (the save trims them), is no change.
 */
export function preferencesChanged(values: PreferencesValues, stored: AccountPreferences): boolean {
  const saved = preferencesValues(stored);
  return FIELD_ORDER.some((field) => {
    const now = values[field];
    const before = saved[field];
    return Array.isArray(now) && Array.isArray(before)
      ? now.length !== before.length || now.some((tag, i) => tag !== before[i])
      : String(now).trim() !== String(before).trim();
  });
}
