import type { AdminSection } from '@/features/admin/sections/section';
import { AdminVouchersPanel } from '@/features/surveys/components/admin-vouchers-panel';

export const section: AdminSection = {
  key: 'vouchers',
  label: 'Vouchers',
  order: 70,
  Component: AdminVouchersPanel,
};
