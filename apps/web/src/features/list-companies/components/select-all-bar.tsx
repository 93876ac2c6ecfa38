import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import type { SelectionOffer } from '@/features/list-companies/lib/table-selection';

/**
 * The line over a list's table once its page is wholly ticked (Gmail's): "As 10 empresas desta página estão
 * selecionadas. Selecionar todas as 57 empresas", then "Todas as 57 … Limpar seleção".
 */
export function SelectAllBar(props: {
  offer: SelectionOffer;
  /** Ticks every company the table finds; rejects when they could not be read. */
  onSelectAll: () => Promise<void>;
  onClear: () => void;
}) {
  const { offer } = props;
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const selectAll = async () => {
    setPending(true);
    setFailed(false);
    try {
      await props.onSelectAll();
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };
  return (
    <Group gap="xs" justify="center" px="md" py={6} bg="brand.0" data-testid="list-select-all">
      <Text fz="sm">{offer.text}</Text>
      {offer.action ? (
        <Button
          size="compact-sm"
          variant="subtle"
          loading={pending}
          onClick={() => (offer.action?.kind === 'all' ? void selectAll() : props.onClear())}
        >
          {offer.action.label}
        </Button>
      ) : null}
      {failed ? (
        <Text fz="sm" c="red.8" role="alert">
          Não foi possível selecionar todas as empresas. Tente de novo.
        </Text>
      ) : null}
    </Group>
  );
}
