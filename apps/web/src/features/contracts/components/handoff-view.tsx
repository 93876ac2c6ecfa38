import { SimpleGrid, Stack, Text } from '@mantine/core';
import { HANDOFF_CRM_LABELS, type Handoff } from '@prospecta/contracts/contract-api';
import { formatPhone } from '@prospecta/contracts/phone-format';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/format';

function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div style={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Text component="dt" fz="sm" fw={500} c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'break-word' }}>
        {children}
      </Text>
    </div>
  );
}

const given = (value: string | null) =>
  value ? (
    value
  ) : (
    <Text span fz="sm" c="dimmed" fs="italic">
      Não informado
    </Text>
  );

/** What the account told its CS, read only (the panel's readers and staff's drawer). */
export function HandoffView({ handoff }: { handoff: Handoff }) {
  return (
    <Stack gap="sm" data-testid="handoff-view">
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="sm" m={0}>
        <Item label="Objetivo" wide>
          {handoff.goal}
        </Item>
        <Item label="Cliente ideal" wide>
          {given(handoff.ideal_customer)}
        </Item>
        <Item label="CRM que usam">{given(handoff.crm ? HANDOFF_CRM_LABELS[handoff.crm] : null)}</Item>
        <Item label="Tamanho do time de vendas">
          {given(handoff.team_size === null ? null : handoff.team_size.toLocaleString('pt-BR'))}
        </Item>
        <Item label="Contato para o onboarding">
          {given(
            [handoff.contact_name, handoff.contact_phone ? formatPhone(handoff.contact_phone) : null]
              .filter(Boolean)
              .join(' · ') || null,
          )}
        </Item>
      </SimpleGrid>
      <Text fz="xs" c="dimmed">
        Atualizado por {handoff.updated_by.name} em {formatDateTime(handoff.updated_at)}
      </Text>
    </Stack>
  );
}
