import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AccountPreferences } from '@prospecta/contracts/account-preferences-api';
import { SEARCH_CODE_LISTS } from '@prospecta/contracts/search-codes';
import { type ReactNode, useId } from 'react';
import { preferencesValues } from '@/features/account-preferences/lib/preferences-values';

const UF_NAMES = new Map(SEARCH_CODE_LISTS.ufs.map((uf) => [uf.value, uf.label]));
const NOT_GIVEN = 'Não informado';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" fz="sm" fw={500} c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fz="sm" style={{ overflowWrap: 'break-word' }}>
        {children}
      </Text>
    </div>
  );
}

/** A value, or "Não informado" in a lighter, italic voice (read as the words, not as data). */
const shown = (value: string) =>
  value ? (
    value
  ) : (
    <Text span fz="sm" c="dimmed" fs="italic">
      {NOT_GIVEN}
    </Text>
  );

/**
 * The preferences as the users who cannot change them read them: text in a list of terms, not fields (no
 * field to type in, no example that reads like data, no typing hint), and "Não informado" for what is empty.
 */
export function AccountPreferencesView({
  preferences,
  segmentsLabel = 'Segmentos que sua equipe atende',
}: {
  preferences: AccountPreferences;
  /** Staff read another account's: "the customer's team", not "yours". */
  segmentsLabel?: string;
}) {
  const v = preferencesValues(preferences);
  const segmentsTitle = useId();
  return (
    <Stack gap="lg" data-testid="account-preferences-view">
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md" m={0}>
        <Item label="E-mail de contato">{shown(v.email)}</Item>
        <Item label="Telefone">{shown(v.phoneNumber)}</Item>
        <Item label="CEP">{shown(v.zipcode)}</Item>
        <Item label="Endereço">{shown(v.streetAddress)}</Item>
        <Item label="Complemento">{shown(v.complementalAddress)}</Item>
        <Item label="Bairro">{shown(v.neighborhood)}</Item>
        <Item label="Cidade">{shown(v.city)}</Item>
        <Item label="UF">{shown(v.state ? `${v.state} · ${UF_NAMES.get(v.state) ?? v.state}` : '')}</Item>
        <Item label="País">{shown(v.country)}</Item>
      </SimpleGrid>
      <Stack gap={6}>
        <Text id={segmentsTitle} fz="sm" fw={500} c="dimmed">
          {segmentsLabel}
        </Text>
        {v.categories.length > 0 ? (
          <Group
            gap={6}
            component="ul"
            aria-labelledby={segmentsTitle}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {v.categories.map((category) => (
              <li key={category}>
                <Badge variant="light" tt="none" size="lg" fw={500}>
                  {category}
                </Badge>
              </li>
            ))}
          </Group>
        ) : (
          <Text fz="sm" c="dimmed" fs="italic">
            Nenhum segmento informado
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
