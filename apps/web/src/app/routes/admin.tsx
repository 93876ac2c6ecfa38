import { PageLoader } from '@/components/ui/page-loader';
import { AdminArea } from '@/features/admin/components/admin-area';
import { useMe } from '@/features/auth/api/get-me';

/** /admin and /admin/:section — the staff's admin area (the routes are guarded by the "staff" rule). */
export function AdminRoute() {
  const me = useMe();
  if (!me.data) return <PageLoader />;
  return <AdminArea viewer={{ id: me.data.id, role: me.data.role }} />;
}
