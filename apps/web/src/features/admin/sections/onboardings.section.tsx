import { OnboardingsPanel } from '@/features/admin/components/onboardings-panel';
import type { AdminSection } from '@/features/admin/sections/section';

export const section: AdminSection = {
  key: 'onboardings',
  label: 'Onboardings',
  order: 50,
  Component: OnboardingsPanel,
};
