import { useParams } from 'react-router';
import { ReferralInvite } from '@/features/referral/components/referral-invite';

/** /indicacao/:code — public: a customer's referral link, opened by anyone, signed in or not. */
export function ReferralInviteRoute() {
  const { code = '' } = useParams();
  return <ReferralInvite code={code} />;
}
