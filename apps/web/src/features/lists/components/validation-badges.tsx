import { Badge, Group, Tooltip } from '@mantine/core';
import type { InfoSet } from '@prospecta/contracts/lists-api';
import { IconMail, IconPhone } from '@tabler/icons-react';

const statusView: Record<string, { label: string; color: string }> = {
  'not initialized': { label: 'não validados', color: 'gray' },
  'in progress': { label: 'validando…', color: 'blue' },
  completed: { label: 'validados', color: 'teal' },
  failed: { label: 'falha na validação', color: 'red' },
};

/** A finished validation that companies added since did not see is only partly done. */
function viewOf(status: string, addedSince: number): { label: string; color: string; hint?: string } {
  if (status === 'completed' && addedSince > 0) {
    const companies =
      addedSince === 1 ? '1 empresa entrou' : `${addedSince.toLocaleString('pt-BR')} empresas entraram`;
    return {
      label: 'validados em parte',
      color: 'yellow',
      hint: `${companies} na lista depois da validação`,
    };
  }
  return statusView[status] ?? { label: status, color: 'gray' };
}

/** The list's phone and e-mail validation statuses as two small badges. */
export function ValidationBadges({ list }: { list: InfoSet }) {
  const phones = viewOf(list.phonesValidationStatus, list.phonesAddedSinceValidation);
  const emails = viewOf(list.emailsValidationStatus, list.emailsAddedSinceValidation);
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={`Telefones ${phones.label}${phones.hint ? ` (${phones.hint})` : ''}`}>
        <Badge size="xs" variant="light" color={phones.color} leftSection={<IconPhone size={10} />}>
          {phones.label}
        </Badge>
      </Tooltip>
      <Tooltip label={`E-mails ${emails.label}${emails.hint ? ` (${emails.hint})` : ''}`}>
        <Badge size="xs" variant="light" color={emails.color} leftSection={<IconMail size={10} />}>
          {emails.label}
        </Badge>
      </Tooltip>
    </Group>
  );
}
