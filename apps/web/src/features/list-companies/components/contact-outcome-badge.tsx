import { Badge } from '@mantine/core';
import { CONTACT_RESULT_LABELS, type EmailResult } from '@prospecta/contracts/validation-api';

const COLORS: Record<EmailResult, string> = { valid: 'teal', maybe: 'yellow', invalid: 'red' };

/** The list's validation outcome beside a phone or e-mail; nothing when it was not validated. */
export function ContactOutcomeBadge({ result }: { result: EmailResult | null | undefined }) {
  if (!result) return null;
  return (
    <Badge size="xs" variant="light" color={COLORS[result]} data-testid="contact-outcome">
      {CONTACT_RESULT_LABELS[result]}
    </Badge>
  );
}
