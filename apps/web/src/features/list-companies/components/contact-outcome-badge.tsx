import { Badge } from '@mantine/core';
import { CONTACT_RESULT_LABELS, type EmailResult } from '@prospecta/contracts/validation-api';
import { IconCircleCheck, IconCircleX, IconHelpCircle } from '@tabler/icons-react';

const COLORS: Record<EmailResult, string> = { valid: 'teal', maybe: 'yellow', invalid: 'red' };
const ICONS = { valid: IconCircleCheck, maybe: IconHelpCircle, invalid: IconCircleX } as const;

/** A phone's outcome (valid or not) as a result; null when the list never validated it. */
export const phoneOutcome = (valid: boolean | undefined): EmailResult | null =>
  valid === undefined ? null : valid ? 'valid' : 'invalid';

/** The list's validation outcome beside a phone or e-mail; nothing when it was not validated. */
export function ContactOutcomeBadge({ result }: { result: EmailResult | null | undefined }) {
  if (!result) return null;
  return (
    <Badge size="xs" variant="light" color={COLORS[result]} data-testid="contact-outcome">
      {CONTACT_RESULT_LABELS[result]}
    </Badge>
  );
}

/**
 * The same outcome as a small icon for a table cell (its label on hover and for screen readers), after the
 * contact or, where a long text may be clamped, before it.
 */
export function ContactOutcomeMark({
  result,
  before = false,
}: {
  result: EmailResult | null | undefined;
  before?: boolean;
}) {
  if (!result) return null;
  const Icon = ICONS[result];
  const label = CONTACT_RESULT_LABELS[result];
  return (
    <Icon
      size={14}
      color={`var(--mantine-color-${COLORS[result]}-7)`}
      aria-label={label}
      role="img"
      data-testid="contact-outcome-mark"
      title={label}
      style={{ flexShrink: 0, verticalAlign: '-2px', [before ? 'marginRight' : 'marginLeft']: 4 }}
    />
  );
}
