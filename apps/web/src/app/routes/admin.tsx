import { PageLoader } from '@/components/ui/page-loader';
import { AdminUsersScreen } from '@/features/admin/components/admin-users-screen';
import { useMe } from '@/features/auth/api/get-me';

/** /admin — the staff's admin area (the route is guarded by the "staff" rule). */
export function AdminRoute() {
  const me = useMe();
  if (!me.data) return <PageLoader />;
  return <AdminUsersScreen viewer={{ id: me.data.id, role: me.data.role }} />;
}
