import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type ShopItem, type Subscription, shopPriceText } from '@prospecta/contracts/shop-api';
import { Link } from 'react-router';
import { AppStateBadge } from '@/features/shop/components/app-state-badge';
import { APP_HREFS, APP_ICONS } from '@/features/shop/lib/app-links';
import { appState } from '@/features/shop/lib/app-state';

/** The apps on sale, each with what it does, its price and the account's state of it. */
export function ShopCatalogue({
  items,
  subscriptions,
}: {
  items: readonly ShopItem[];
  subscriptions: readonly Subscription[];
}) {
  // The list comes open subscriptions first, then newest: the first of an app is its current state.
  const latest = (codeName: string) => subscriptions.find((s) => s.code_name === codeName) ?? null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {items.map((item) => {
        const Icon = APP_ICONS[item.code_name];
        return (
          <Card key={item.code_name} withBorder padding="lg" data-testid={`shop-item-${item.code_name}`}>
            <Stack gap="sm" h="100%">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon variant="light" size="lg" aria-hidden>
                    <Icon size={20} />
                  </ThemeIcon>
                  <div>
                    <Title order={3} fz="md">
                      {item.name}
                    </Title>
                    <Text fz="xs" c="dimmed">
                      {item.category}
                    </Text>
                  </div>
                </Group>
                {/* The state keeps its whole word beside a name that wraps. */}
                <div style={{ flexShrink: 0 }}>
                  <AppStateBadge state={appState(latest(item.code_name))} />
                </div>
              </Group>
              <Text fz="sm" style={{ flexGrow: 1 }}>
                {item.description}
              </Text>
              <Group justify="space-between">
                <Text fw={600}>{shopPriceText(item)}</Text>
                <Button
                  component={Link}
                  to={APP_HREFS[item.code_name]}
                  variant="light"
                  size="xs"
                  aria-label={`Ver app ${item.name}`}
                >
                  Ver app
                </Button>
              </Group>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
