import { AccountPreferencesPanel } from '@/features/account-preferences/components/account-preferences-form';

/** /user/my_preferences — the account's preferences, a tab of the control panel. */
export function AccountPreferencesRoute() {
  return <AccountPreferencesPanel />;
}
