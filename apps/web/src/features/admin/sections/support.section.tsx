import type { AdminSection } from '@/features/admin/sections/section';
import { AdminSupportPanel } from '@/features/support/components/admin-support-panel';

export const section: AdminSection = {
  key: 'suporte',
  label: 'Suporte',
  order: 15,
  Component: AdminSupportPanel,
};
