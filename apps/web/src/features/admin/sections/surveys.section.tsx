import type { AdminSection } from '@/features/admin/sections/section';
import { AdminSurveysPanel } from '@/features/surveys/components/admin-surveys-panel';

export const section: AdminSection = {
  key: 'pesquisas',
  label: 'Pesquisas',
  order: 60,
  Component: AdminSurveysPanel,
};
