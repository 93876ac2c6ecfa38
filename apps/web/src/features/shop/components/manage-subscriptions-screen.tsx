import { Alert, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useAccountSubscriptions } from '@/features/shop/api/get-account-subscriptions';
import { useShopItems } from '@/features/shop/api/get-shop-items';
import { ShopCatalogue } from '@/features/shop/components/shop-catalogue';
import { SubscriptionsTable } from '@/features/shop/components/subscriptions-table';
import { monthlyTotalText } from '@/features/shop/lib/subscriptions-total';
import { useSectionFromHash } from '@/lib/use-section-from-hash';

/** The subscriptions' section, which the order e-mails link to. */
const SUBSCRIPTIONS_ANCHOR = 'assinaturas';

/**
 * /shop/manage-subscriptions (the shop's landing, spec §2): the apps on sale with the account's state of each,
 * then the account's subscriptions with prices, states, dates and the monthly total of the active ones.
 */
export function ManageSubscriptionsScreen() {
  const items = useShopItems();
  const subscriptions = useAccountSubscriptions();
  // The e-mails about an order link here (`#assinaturas`): the subscriptions, not the catalogue above them.
  const subscriptionsHeading = useSectionFromHash<HTMLHeadingElement>(
    SUBSCRIPTIONS_ANCHOR,
    subscriptions.data !== undefined,
  );
  const list = subscriptions.data?.subscriptions ?? [];
  const total = subscriptions.data
    ? monthlyTotalText(subscriptions.data.monthly_total_cents, subscriptions.data.active_on_request)
    : null;

  return (
    <Stack gap="xl" maw={1200}>
      <div>
        <Title order={1}>Loja de apps</Title>
        <Text c="dimmed" mt={4}>
          Apps para o dia a dia do time comercial. O dono da conta faz o pedido aqui, e a nossa equipe
          comercial confirma com ele e ativa o app.
        </Text>
      </div>

      {items.isError || subscriptions.isError ? (
        <Alert color="red" variant="light" title="Não foi possível carregar a loja">
          {(items.error ?? subscriptions.error)?.message}
        </Alert>
      ) : null}

      <Stack gap="sm" component="section" aria-labelledby="shop-apps">
        <Title order={2} fz="lg" id="shop-apps">
          Apps disponíveis
        </Title>
        {items.data && subscriptions.data ? (
          <ShopCatalogue items={items.data.items} subscriptions={list} />
        ) : items.isPending || subscriptions.isPending ? (
          <Skeleton h={180} />
        ) : null}
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="shop-subscriptions" id={SUBSCRIPTIONS_ANCHOR}>
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="lg" id="shop-subscriptions" ref={subscriptionsHeading} tabIndex={-1}>
            Gerenciar assinaturas
          </Title>
          {subscriptions.data ? (
            <Text fw={600} data-testid="monthly-total">
              {total ? `Total dos apps ativos: ${total}` : 'Nenhum app ativo no momento'}
            </Text>
          ) : null}
        </Group>
        {subscriptions.isPending ? (
          <Skeleton h={120} />
        ) : subscriptions.data && list.length === 0 ? (
          <Paper withBorder p="lg">
            <Text c="dimmed">
              Sua conta ainda não pediu nenhum app. Escolha um acima para ver os detalhes.
            </Text>
          </Paper>
        ) : subscriptions.data ? (
          <SubscriptionsTable subscriptions={list} items={items.data?.items ?? []} />
        ) : null}
      </Stack>
    </Stack>
  );
}
