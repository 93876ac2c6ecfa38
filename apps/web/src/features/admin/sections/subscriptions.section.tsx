import type { AdminSection } from '@/features/admin/sections/section';
import { AdminSubscriptionsPanel } from '@/features/shop/components/admin-subscriptions-panel';

export const section: AdminSection = {
  key: 'assinaturas',
  label: 'Assinaturas',
  order: 30,
  Component: AdminSubscriptionsPanel,
};
