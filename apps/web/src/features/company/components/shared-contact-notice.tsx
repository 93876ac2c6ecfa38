import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type SharedContact, sharedContactText } from '@/features/company/lib/shared-contact';

/** A warning under a phone or e-mail that other establishments carry too (`lib/shared-contact.ts`). */
export function SharedContactNotice(props: SharedContact) {
  const text = sharedContactText(props);
  if (!text) return null;
  return (
    <Alert
      variant="light"
      color="yellow"
      icon={<IconAlertTriangle size={16} />}
      p="xs"
      data-testid="shared-contact-notice"
    >
      {text}
    </Alert>
  );
}
