import { EffectivenessPanel } from '@/features/admin/components/effectiveness-panel';
import type { AdminSection } from '@/features/admin/sections/section';

export const section: AdminSection = {
  key: 'eficacia-cs',
  label: 'Eficácia do CS',
  order: 41,
  Component: EffectivenessPanel,
};
