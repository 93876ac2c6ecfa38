import { Anchor, Table, Text } from '@mantine/core';
import { type ShopItem, type Subscription, shopPriceText } from '@prospecta/contracts/shop-api';
import { Link } from 'react-router';
import { AppStateBadge } from '@/features/shop/components/app-state-badge';
import { APP_HREFS } from '@/features/shop/lib/app-links';
import { formatDate } from '@/lib/format';

/** The account's subscriptions: open ones first, then the history (cancelled, refused), newest first. */
export function SubscriptionsTable({
  subscriptions,
  items,
}: {
  subscriptions: readonly Subscription[];
  /** The apps the user may open (a Speedmail row without the flag is shown, not linked). */
  items: readonly ShopItem[];
}) {
  const visible = new Set(items.map((i) => i.code_name));
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="sm" data-testid="subscriptions-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>App</Table.Th>
            <Table.Th>Situação</Table.Th>
            <Table.Th>Preço</Table.Th>
            <Table.Th>Pedido</Table.Th>
            <Table.Th>Ativado em</Table.Th>
            <Table.Th>Encerrado em</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {subscriptions.map((s) => (
            <Table.Tr key={s.id} data-testid={`subscription-${s.code_name}`}>
              <Table.Td>
                {visible.has(s.code_name) ? (
                  <Anchor component={Link} to={APP_HREFS[s.code_name]} fw={600} fz="sm">
                    {s.name}
                  </Anchor>
                ) : (
                  <Text fw={600} fz="sm">
                    {s.name}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <AppStateBadge state={s.status} />
              </Table.Td>
              <Table.Td>{shopPriceText(s)}</Table.Td>
              <Table.Td>
                <Text fz="sm">{formatDate(s.requested_at)}</Text>
                <Text fz="xs" c="dimmed">
                  por {s.requested_by.name}
                </Text>
              </Table.Td>
              <Table.Td>{formatDate(s.activated_at)}</Table.Td>
              <Table.Td>{formatDate(s.closed_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
