import { AdminUsersScreen } from '@/features/admin/components/admin-users-screen';
import type { AdminSection } from '@/features/admin/sections/section';

export const section: AdminSection = {
  key: '',
  label: 'Usuários e contas',
  order: 10,
  Component: AdminUsersScreen,
};
