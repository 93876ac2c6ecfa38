import type { AdminSection } from '@/features/admin/sections/section';
import { AdminCompaniesPanel } from '@/features/admin-companies/components/admin-companies-panel';

export const section: AdminSection = {
  key: 'empresas',
  label: 'Empresas',
  order: 20,
  Component: AdminCompaniesPanel,
};
