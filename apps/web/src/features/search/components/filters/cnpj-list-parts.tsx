import { Badge, Group, List, Text, Tooltip } from '@mantine/core';
import { type CnpjListCheck, cnpjListCounts } from '@/features/search/lib/cnpj-entries';

/**
 * What a pasted CNPJ list holds, as badges: "2 válidos", "1 inválido", "1 repetido" (the CNPJ list filter's, and
 * the search box's when CNPJs are pasted into it).
 */
export function CnpjListBadges({ list }: { list: CnpjListCheck }) {
  const counts = cnpjListCounts(list);
  return (
    <Group gap={6}>
      <Badge size="sm" variant="light" color="teal">
        {counts.valid}
      </Badge>
      {counts.invalid ? (
        <Badge size="sm" variant="light" color="red">
          {counts.invalid}
        </Badge>
      ) : null}
      {/* A CNPJ pasted twice is searched once: said, not dropped in silence. */}
      {counts.repeated ? (
        <Tooltip label="CNPJs colados mais de uma vez entram uma vez só na busca" multiline w={220}>
          <Badge size="sm" variant="light" color="yellow" data-testid="cnpj-repeated">
            {counts.repeated}
          </Badge>
        </Tooltip>
      ) : null}
    </Group>
  );
}

/** The entries of a pasted list that are not searched, each with its reason (the first 20, then how many more). */
export function CnpjInvalidList({ list }: { list: CnpjListCheck }) {
  const bad = list.checks.filter((c) => !c.valid);
  if (bad.length === 0) return null;
  return (
    <List size="xs" spacing={2} c="red.9" data-testid="cnpj-invalid-list">
      {bad.slice(0, 20).map((c) => (
        <List.Item key={c.normalized}>
          <Text span fz="xs" ff="monospace" c="red.9">
            {c.input}
          </Text>{' '}
          — {c.reason}
        </List.Item>
      ))}
      {bad.length > 20 ? <List.Item>e mais {bad.length - 20}</List.Item> : null}
    </List>
  );
}
