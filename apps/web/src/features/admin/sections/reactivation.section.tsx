import type { AdminSection } from '@/features/admin/sections/section';
import { AdminReactivationPanel } from '@/features/reactivation/components/admin-reactivation-panel';

export const section: AdminSection = {
  key: 'reativacao',
  label: 'Reativação',
  order: 80,
  Component: AdminReactivationPanel,
};
