import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { removeConfirmText, removeSelectedLabel } from '@/features/list-companies/lib/removal-text';

/**
 * "Remover (N)" on the table's selection line: one company in sight goes at once (its toast offers "Desfazer");
 * more, or a ticked one out of sight (another page, the search, the status filter), are asked about first,
 * saying how many are not on screen and what goes with them.
 */
export function RemoveSelectedButton(props: {
  selected: number;
  /** Ticked companies not among the rows on screen. */
  elsewhere: number;
  pending: boolean;
  onRemove: () => void;
}) {
  const { selected, elsewhere } = props;
  const [asking, setAsking] = useState(false);
  const { label, ariaLabel } = removeSelectedLabel(selected);
  const confirm = removeConfirmText(selected, elsewhere);
  return (
    <>
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={14} />}
        loading={props.pending}
        aria-label={ariaLabel}
        onClick={() => (selected === 1 && elsewhere === 0 ? props.onRemove() : setAsking(true))}
      >
        {label}
      </Button>
      <Modal opened={asking} onClose={() => setAsking(false)} title={confirm.title} centered>
        <Stack gap="sm">
          {confirm.body.map((line) => (
            <Text key={line} fz="sm">
              {line}
            </Text>
          ))}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={() => setAsking(false)}>
              Cancelar
            </Button>
            <Button
              color="red"
              data-autofocus
              onClick={() => {
                setAsking(false);
                props.onRemove();
              }}
            >
              {confirm.confirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
