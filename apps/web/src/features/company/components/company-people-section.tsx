import { Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { CompanyDetail } from '@prospecta/contracts/search-company';
import { titleCase } from '@prospecta/contracts/text-case';
import { FieldLabel } from '@/features/company/components/labeled-value';
import { hasOwnContacts, PersonOwnContacts } from '@/features/company/components/person-contacts';
import { DECISOR_ORIGIN_LABELS, partnerFacts, positionText } from '@/features/company/lib/company-format';
import { formatDate } from '@/lib/format';

function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  return `${words[0]?.[0] ?? ''}${words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
}

export function CompanyPeopleSection({ company }: { company: CompanyDetail }) {
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <FieldLabel>Decisores</FieldLabel>
        {company.decisores.length === 0 ? <Text c="dimmed">Nenhum decisor identificado.</Text> : null}
        {company.decisores.map((person) => (
          <Paper key={`${person.nome}-${person.cargo}`} withBorder p="sm" radius="md">
            <Group wrap="nowrap">
              <Avatar color="brand" radius="xl">
                {initials(person.nome)}
              </Avatar>
              <Stack gap={0} style={{ flex: 1 }}>
                <Text fw={600} fz="sm">
                  {titleCase(person.nome)}
                </Text>
                <Text fz="xs" c="dimmed">
                  {positionText(person.cargo)}
                </Text>
                {hasOwnContacts(person) ? <PersonOwnContacts person={person} /> : null}
              </Stack>
              <Badge variant="light" color="gray" size="sm">
                {DECISOR_ORIGIN_LABELS[person.origem]}
              </Badge>
            </Group>
          </Paper>
        ))}
      </Stack>
      <Stack gap="xs">
        <FieldLabel>Quadro societário</FieldLabel>
        {company.socios.length === 0 ? <Text c="dimmed">Nenhum sócio informado.</Text> : null}
        {company.socios.map((partner) => (
          <Group
            key={`${partner.nome}-${partner.documento}`}
            justify="space-between"
            wrap="nowrap"
            py={6}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
          >
            <Stack gap={0}>
              <Text fz="sm" fw={500}>
                {titleCase(partner.nome) || 'Nome não informado'}
              </Text>
              <Text fz="xs" c="dimmed">
                {partner.qualificacao.label}
                {partner.dt_entrada ? ` · desde ${formatDate(partner.dt_entrada)}` : ''}
              </Text>
              {/* The Receita's masked CPF and age band: who the partner is, beyond a name. */}
              {partnerFacts(partner) ? (
                <Text fz="xs" c="dimmed" data-testid="partner-facts">
                  {partnerFacts(partner)}
                </Text>
              ) : null}
            </Stack>
            <Badge variant="outline" color="gray" size="sm">
              {partner.tipo === 'empresa'
                ? 'Empresa'
                : partner.tipo === 'pessoa'
                  ? 'Pessoa física'
                  : 'Estrangeiro'}
            </Badge>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
