import { ChurnSheetForm } from '@/features/admin/components/churn-sheet-form';
import type { AdminSection } from '@/features/admin/sections/section';

export const section: AdminSection = {
  key: 'relatorios',
  label: 'Relatórios',
  order: 40,
  Component: ChurnSheetForm,
};
