import { Badge, Group, Tooltip } from '@mantine/core';
import type { InfoSet } from '@prospecta/contracts/lists-api';
import { IconMail, IconPhone } from '@tabler/icons-react';

const statusView: Record<string, { label: string; color: string }> = {
  'not initialized': { label: 'não validados', color: 'gray' },
  'in progress': { label: 'validando…', color: 'blue' },
  completed: { label: 'validados', color: 'teal' },
  failed: { label: 'falha na validação', color: 'red' },
};

const viewOf = (status: string) => statusView[status] ?? { label: status, color: 'gray' };

/** The list's phone and e-mail validation statuses as two small badges. */
export function ValidationBadges({ list }: { list: InfoSet }) {
  const phones = viewOf(list.phonesValidationStatus);
  const emails = viewOf(list.emailsValidationStatus);
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={`Telefones ${phones.label}`}>
        <Badge size="xs" variant="light" color={phones.color} leftSection={<IconPhone size={10} />}>
          {phones.label}
        </Badge>
      </Tooltip>
      <Tooltip label={`E-mails ${emails.label}`}>
        <Badge size="xs" variant="light" color={emails.color} leftSection={<IconMail size={10} />}>
          {emails.label}
        </Badge>
      </Tooltip>
    </Group>
  );
}
