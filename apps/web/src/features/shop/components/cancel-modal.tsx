import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** Confirms a cancellation: the sales team is told at once and there is no undo. */
export function CancelModal({
  appName,
  kind,
  sending,
  onConfirm,
  onClose,
}: {
  appName: string;
  kind: 'order' | 'subscription';
  sending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const order = kind === 'order';
  return (
    <Modal opened onClose={onClose} title={order ? 'Cancelar pedido' : 'Cancelar assinatura'} centered>
      <Stack gap="md">
        <Text fz="sm">
          {order
            ? `O pedido do app ${appName} será cancelado antes da ativação e avisaremos a nossa equipe comercial. Nada foi cobrado.`
            : `A assinatura do app ${appName} será cancelada e avisaremos a nossa equipe comercial, que encerra a cobrança.`}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={sending}>
            Manter
          </Button>
          <Button color="red" onClick={onConfirm} loading={sending}>
            {order ? 'Cancelar pedido' : 'Cancelar assinatura'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
