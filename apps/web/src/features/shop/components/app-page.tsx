import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type ShopCodeName, shopPriceText } from '@prospecta/contracts/shop-api';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useCancelSubscription } from '@/features/shop/api/cancel-subscription';
import { useCanContract, useContractApp } from '@/features/shop/api/contract-app';
import { useAppSubscription, useWaitForDecision } from '@/features/shop/api/get-app-subscription';
import { AppStateBadge } from '@/features/shop/components/app-state-badge';
import { CancelModal } from '@/features/shop/components/cancel-modal';
import { ContractModal } from '@/features/shop/components/contract-modal';
import { APP_ICONS } from '@/features/shop/lib/app-links';
import {
  appActions,
  appState,
  OWNER_ONLY_NOTE,
  shopErrorToast,
  stateDetail,
} from '@/features/shop/lib/app-state';
import { isMissing } from '@/lib/api-errors';
import { showToast } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * /shop/config/<app> (spec §2): the app, the account's state of it, and the owner's actions — "Contratar" (the
 * can-contract check, then a confirmation with the price and the terms, then the order) and the cancellation.
 * `isOwner` is null while the user is loading (no button yet).
 */
export function AppPage({ codeName, isOwner }: { codeName: ShopCodeName; isOwner: boolean | null }) {
  const app = useAppSubscription(codeName);
  const canContract = useCanContract();
  const contract = useContractApp();
  const cancel = useCancelSubscription();
  const [dialog, setDialog] = useState<'contract' | 'cancel' | null>(null);
  const subscription = app.data?.subscription ?? null;
  const state = appState(subscription);
  useWaitForDecision(codeName, state === 'requested');
  usePageTitle(app.data ? `${app.data.item.name} · Loja` : null);

  if (app.isError && isMissing(app.error)) return <Navigate to={paths.notFound.getHref()} replace />;

  const back = (
    <Anchor component={Link} to={paths.shop.manageSubscriptions.getHref()} fz="sm">
      <Group gap={4}>
        <IconArrowLeft size={16} aria-hidden />
        Voltar à loja
      </Group>
    </Anchor>
  );
  if (!app.data)
    return (
      <Stack gap="md" maw={820}>
        {back}
        {app.isError ? (
          <Alert color="red" variant="light" title="Não foi possível carregar o app">
            {app.error.message}
          </Alert>
        ) : (
          <Skeleton h={240} />
        )}
      </Stack>
    );

  const { item } = app.data;
  const Icon = APP_ICONS[item.code_name];
  const actions = appActions(state, isOwner === true);
  const startContract = () =>
    canContract.mutate(codeName, {
      onSuccess: () => setDialog('contract'),
      onError: (error) => showToast(shopErrorToast(error)),
    });
  const sendOrder = () =>
    contract.mutate(codeName, {
      onSuccess: ({ message }) => showToast({ color: 'green', message }),
      onError: (error) => showToast(shopErrorToast(error)),
      onSettled: () => setDialog(null),
    });
  const confirmCancel = () => {
    if (!subscription) return;
    cancel.mutate(subscription.id, {
      onSuccess: ({ message }) => showToast({ color: 'green', message }),
      onError: (error) => showToast(shopErrorToast(error)),
      onSettled: () => setDialog(null),
    });
  };

  return (
    <Stack gap="lg" maw={820}>
      {back}
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size={48} aria-hidden>
          <Icon size={28} />
        </ThemeIcon>
        <div>
          <Title order={1}>{item.name}</Title>
          <Text c="dimmed" fz="sm">
            {item.category} · {shopPriceText(item)}
          </Text>
        </div>
      </Group>
      <Text>{item.description}</Text>

      <Paper withBorder p="lg" component="section" aria-labelledby="app-subscription">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} fz="md" id="app-subscription">
              Assinatura da sua conta
            </Title>
            <AppStateBadge state={state} />
          </Group>
          <Text fz="sm" data-testid="app-state-detail">
            {stateDetail(subscription)}
          </Text>
          {actions.contract || actions.cancel ? (
            <Group>
              {actions.contract ? (
                <Button onClick={startContract} loading={canContract.isPending}>
                  Contratar
                </Button>
              ) : null}
              {actions.cancel ? (
                <Button color="red" variant="light" onClick={() => setDialog('cancel')}>
                  {actions.cancel === 'order' ? 'Cancelar pedido' : 'Cancelar assinatura'}
                </Button>
              ) : null}
            </Group>
          ) : null}
          {actions.ownerOnlyNote && isOwner === false ? (
            <Group gap={6} c="dimmed">
              <IconLock size={16} aria-hidden />
              <Text fz="sm" data-testid="owner-only-note">
                {OWNER_ONLY_NOTE}
              </Text>
            </Group>
          ) : null}
        </Stack>
      </Paper>

      {dialog === 'contract' ? (
        <ContractModal
          item={item}
          sending={contract.isPending}
          onConfirm={sendOrder}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'cancel' && actions.cancel ? (
        <CancelModal
          appName={item.name}
          kind={actions.cancel}
          sending={cancel.isPending}
          onConfirm={confirmCancel}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Stack>
  );
}
