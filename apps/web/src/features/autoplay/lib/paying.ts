import { PAYING_ACCOUNT_TYPES } from '@prospecta/contracts/lists-autoplay-api';

/** Spec §6: active, suspended and migrated accounts pay and may use autoplay; free or unknown may not. */
export function isPayingAccount(accountType: string | null | undefined): boolean {
  return (PAYING_ACCOUNT_TYPES as readonly string[]).includes(accountType ?? '');
}
