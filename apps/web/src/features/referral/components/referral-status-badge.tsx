import { Badge } from '@mantine/core';
import { REFERRAL_STATUS_LABELS, type ReferralStatus } from '@prospecta/contracts/referral-api';

const STATUS_COLORS: Record<ReferralStatus, string> = {
  pending: 'blue',
  converted: 'green',
  declined: 'gray',
};

export function ReferralStatusBadge({ status }: { status: ReferralStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-testid="referral-status">
      {REFERRAL_STATUS_LABELS[status]}
    </Badge>
  );
}
