import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { formatCnpj } from '@prospecta/contracts/cnpj';
import type { AdminReferral } from '@prospecta/contracts/referral-api';
import { breakableAddress } from '@/components/ui/breakable-address';
import { formatPhone } from '@/features/company/lib/company-format';
import { ReferralStatusBadge } from '@/features/referral/components/referral-status-badge';
import type { Decision } from '@/features/referral/lib/decision-text';
import { formatDateTime, formatInteger } from '@/lib/format';

/** One lead for staff: its data, who referred it and their account, its answer or the two buttons. */
export function AdminReferralRow(props: {
  referral: AdminReferral;
  busy: boolean;
  onDecide: (decision: Decision) => void;
}) {
  const { referral: r } = props;
  const lead = `${r.name} (${r.company_name})`;
  return (
    <Table.Tr data-testid="admin-referral-row">
      <Table.Td maw={240}>
        <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {r.name}
        </Text>
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {r.company_name}
        </Text>
        {r.cnpj ? (
          <Text fz="xs" c="dimmed">
            CNPJ {formatCnpj(r.cnpj)}
          </Text>
        ) : null}
        <Text fz="xs" c="dimmed">
          Cadastro em {formatDateTime(r.created_at)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Anchor href={`mailto:${r.email}`} fz="sm" display="block">
          {breakableAddress(r.email)}
        </Anchor>
        <Anchor href={`tel:+55${r.phone}`} fz="sm" display="block">
          {formatPhone(r.phone)}
        </Anchor>
      </Table.Td>
      <Table.Td maw={240}>
        <Text fz="sm">{r.referrer.name}</Text>
        <Text fz="xs" c="dimmed">
          {breakableAddress(r.referrer.email)}
        </Text>
        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Conta {r.account.name}
        </Text>
      </Table.Td>
      <Table.Td miw={150} maw={240}>
        <ReferralStatusBadge status={r.status} />
        {r.decided_at ? (
          <Text fz="xs" c="dimmed">
            {r.decided_by ? `por ${r.decided_by.name}, ` : ''}
            {formatDateTime(r.decided_at)}
          </Text>
        ) : null}
        {r.credits > 0 ? (
          <Text fz="xs" c="dimmed">
            {formatInteger(r.credits)} créditos para a conta
          </Text>
        ) : null}
        {r.note ? (
          <Text fz="xs" style={{ overflowWrap: 'anywhere' }}>
            “{r.note}”
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        {r.status === 'pending' ? (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              loading={props.busy}
              onClick={() => props.onDecide('convert')}
              aria-label={`Virou cliente: ${lead}`}
            >
              Virou cliente
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={props.busy}
              onClick={() => props.onDecide('decline')}
              aria-label={`Não fechou: ${lead}`}
            >
              Não fechou
            </Button>
          </Group>
        ) : (
          <Text fz="xs" c="dimmed">
            —
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
