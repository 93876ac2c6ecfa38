import { Badge, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import type { InfoSet } from '@prospecta/contracts/lists-api';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { type ValidationBadgeKind, validationBadge } from '@/features/lists/lib/validation-badge';

/**
 * One validation status. The icon says phones or e-mails to the eye only: a screen reader reads the hidden
 * "Telefones: validados" (with why it is partial) instead of the bare "validados", and the hover shows it too.
 */
function ValidationBadge(props: { kind: ValidationBadgeKind; status: string; addedSince: number }) {
  const view = validationBadge(props.kind, props.status, props.addedSince);
  const Icon = props.kind === 'phones' ? IconPhone : IconMail;
  return (
    <Tooltip label={view.description}>
      <Badge
        size="xs"
        variant="light"
        color={view.color}
        leftSection={<Icon size={10} aria-hidden />}
        data-testid={`validation-badge-${props.kind}`}
      >
        <VisuallyHidden>{view.description}</VisuallyHidden>
        <span aria-hidden>{view.label}</span>
      </Badge>
    </Tooltip>
  );
}

/** The list's phone and e-mail validation statuses as two small badges. */
export function ValidationBadges({ list }: { list: InfoSet }) {
  return (
    <Group gap={4} wrap="nowrap">
      <ValidationBadge
        kind="phones"
        status={list.phonesValidationStatus}
        addedSince={list.phonesAddedSinceValidation}
      />
      <ValidationBadge
        kind="emails"
        status={list.emailsValidationStatus}
        addedSince={list.emailsAddedSinceValidation}
      />
    </Group>
  );
}
