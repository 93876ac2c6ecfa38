// The account's two credit rings in the drawer: an account with unlimited clicks shows its click ring as
// unlimited ("∞ Ilimitado"), not as the "0 de 0 · 0%" of the grants it does not need.
import type { AdminAccountInfo } from '@prospecta/contracts/admin-api';

export type AdminCreditRing = {
  label: string;
  remaining: number;
  value: number;
  unlimited: boolean;
  testId: string;
};

export function adminCreditRings(
  account: Pick<AdminAccountInfo, 'credits' | 'unlimitedClick'>,
): AdminCreditRing[] {
  const { click, export: exportCredits } = account.credits;
  return [
    {
      label: 'Consultas',
      remaining: click.remaining,
      value: click.value,
      unlimited: account.unlimitedClick,
      testId: 'admin-credit-click',
    },
    {
      label: 'Exportações',
      remaining: exportCredits.remaining,
      value: exportCredits.value,
      unlimited: false,
      testId: 'admin-credit-export',
    },
  ];
}
