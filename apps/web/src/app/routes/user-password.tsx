import { PageLoader } from '@/components/ui/page-loader';
import { useMe } from '@/features/auth/api/get-me';
import { ChangePasswordForm } from '@/features/user/components/change-password-form';

export function UserPasswordRoute() {
  const me = useMe();
  if (!me.data) return <PageLoader />;
  return <ChangePasswordForm hasPassword={me.data.have_password} />;
}
