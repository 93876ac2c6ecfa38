import { NoOnboardingPanel } from '@/features/admin/components/no-onboarding-panel';
import type { AdminSection } from '@/features/admin/sections/section';

export const section: AdminSection = {
  key: 'sem-onboarding',
  label: 'Sem onboarding',
  order: 55,
  Component: NoOnboardingPanel,
};
