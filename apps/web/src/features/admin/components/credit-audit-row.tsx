import { Button, Group, Table, Text } from '@mantine/core';
import type { CreditAuditEntry } from '@prospecta/contracts/admin-api';
import { breakableAddress } from '@/components/ui/breakable-address';
import { ClampedText } from '@/features/admin/components/clamped-text';
import {
  AUDIT_KIND_LABELS,
  auditDescriptionParts,
  auditSituation,
  CREDIT_TYPE_LABELS,
  canInvalidate,
  formatAuditAmount,
  grantEditDescription,
  lastValidDay,
} from '@/features/admin/lib/credit-audit';
import { canEditGrant } from '@/features/admin/lib/grant-edit';
import { formatDate, formatDateTime, formatInteger } from '@/lib/format';

/** One movement of the audit, its day and time; a grant still counting offers "Editar" and "Invalidar". */
export function AuditRow(props: {
  entry: CreditAuditEntry;
  now: Date;
  onInvalidate: (entry: CreditAuditEntry) => void;
  onEdit: (entry: CreditAuditEntry) => void;
}) {
  const { entry } = props;
  const [reason, plainSubject] = auditDescriptionParts(entry);
  // An edit says what changed; a grant partly used says what is left of it.
  const subject = entry.edit
    ? grantEditDescription(entry.edit)
    : entry.kind === 'grant' &&
        entry.remaining !== null &&
        entry.remaining !== entry.amount &&
        !entry.invalidated
      ? [plainSubject, `restam ${formatInteger(entry.remaining)}`].filter(Boolean).join(' · ')
      : plainSubject;
  const type = CREDIT_TYPE_LABELS[entry.type];
  return (
    <Table.Tr data-testid="audit-row" c={entry.invalidated ? 'dimmed' : undefined}>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.created_at)}</Table.Td>
      <Table.Td>{type}</Table.Td>
      <Table.Td>
        <Text fz="sm" fw={600}>
          {AUDIT_KIND_LABELS[entry.kind]}
        </Text>
        {reason || subject ? (
          <Text fz="xs" c="dimmed">
            {reason}
            {reason && subject ? ' · ' : null}
            {/* A CNPJ or a list's usual name stays on one line ("0001-" and "48" read as two numbers). */}
            {subject ? (
              <span style={subject.length <= 30 ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }}>
                {subject}
              </span>
            ) : null}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td
        ta="right"
        fw={600}
        c={entry.amount < 0 ? 'red.9' : 'teal.9'}
        style={{ whiteSpace: 'nowrap' }}
      >
        {/* The unlimited-click switch moves no credits: its line says what changed. */}
        {entry.kind === 'unlimited' || entry.kind === 'edit' ? '—' : formatAuditAmount(entry.amount)}
      </Table.Td>
      <Table.Td>
        {entry.user ? (
          <>
            <ClampedText>{entry.user.name}</ClampedText>
            <Text fz="xs" c="dimmed">
              {breakableAddress(entry.user.email)}
            </Text>
          </>
        ) : (
          '—'
        )}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(lastValidDay(entry.expires_at))}</Table.Td>
      <Table.Td>{auditSituation(entry, props.now)}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          {canEditGrant(entry, props.now) ? (
            <Button
              size="compact-xs"
              variant="light"
              aria-label={`Editar ${formatAuditAmount(entry.amount)} de ${type.toLowerCase()} de ${formatDate(entry.created_at)}`}
              onClick={() => props.onEdit(entry)}
            >
              Editar
            </Button>
          ) : null}
          {canInvalidate(entry, props.now) ? (
            <Button
              size="compact-xs"
              variant="light"
              color="red"
              aria-label={`Invalidar ${formatAuditAmount(entry.amount)} de ${type.toLowerCase()} de ${formatDate(entry.created_at)}`}
              onClick={() => props.onInvalidate(entry)}
            >
              Invalidar
            </Button>
          ) : null}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
