import type { AdminSection } from '@/features/admin/sections/section';
import { AdminReferralsPanel } from '@/features/referral/components/admin-referrals-panel';

export const section: AdminSection = {
  key: 'indicacoes',
  label: 'Indicações',
  order: 90,
  Component: AdminReferralsPanel,
};
