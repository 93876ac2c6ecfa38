import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import {
  SHOP_ON_REQUEST_TERM,
  SHOP_TERMS,
  type ShopItem,
  shopPriceText,
} from '@prospecta/contracts/shop-api';

/** The owner's confirmation before the order goes to the sales team: the app, its price and the terms. */
export function ContractModal({
  item,
  sending,
  onConfirm,
  onClose,
}: {
  item: ShopItem;
  sending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened onClose={onClose} title={`Contratar ${item.name}`} centered>
      <Stack gap="md">
        <div>
          <Text fz="sm" c="dimmed">
            Preço
          </Text>
          <Text fw={700} fz="lg" data-testid="contract-price">
            {shopPriceText(item)}
          </Text>
        </div>
        <div>
          <Text fz="sm" fw={600} mb={4}>
            Condições
          </Text>
          <List size="sm" spacing={4}>
            {SHOP_TERMS.map((term) => (
              <List.Item key={term}>{term}</List.Item>
            ))}
            {item.price_cents === null ? <List.Item>{SHOP_ON_REQUEST_TERM}</List.Item> : null}
          </List>
        </div>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={sending}>
            Voltar
          </Button>
          <Button onClick={onConfirm} loading={sending}>
            Enviar pedido
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
