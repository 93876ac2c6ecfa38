import { UserOverview } from '@/features/user/components/user-overview';

export function UserOverviewRoute() {
  return <UserOverview />;
}
