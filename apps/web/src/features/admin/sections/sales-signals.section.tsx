import type { AdminSection } from '@/features/admin/sections/section';
import { SalesSignalsPanel } from '@/features/sales-signals/components/sales-signals-panel';

export const section: AdminSection = {
  key: 'sinais-de-venda',
  label: 'Sinais de venda',
  order: 35,
  Component: SalesSignalsPanel,
};
