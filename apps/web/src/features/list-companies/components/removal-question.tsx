import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactElement, useState } from 'react';
import { removeOneConfirmText } from '@/features/list-companies/lib/removal-text';

/** The question before companies leave a list (`lib/removal-text.ts` words it); "Remover" has the focus. */
export function RemovalQuestion(props: {
  text: { title: string; body: string[]; confirm: string } | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { text } = props;
  return (
    <Modal opened={text !== null} onClose={props.onCancel} title={text?.title} centered>
      {text ? (
        <Stack gap="sm">
          {text.body.map((line) => (
            <Text key={line} fz="sm">
              {line}
            </Text>
          ))}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={props.onCancel}>
              Cancelar
            </Button>
            <Button
              color="red"
              data-autofocus
              onClick={() => {
                props.onCancel();
                props.onConfirm();
              }}
            >
              {text.confirm}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

/**
 * One company out of a list from its page or its kanban card: at once when nobody else works the list (the
 * toast's "Desfazer" brings it back), asked first when others do (`shared`: their statuses and notes go too).
 */
export function useRemoveOne(shared: boolean): {
  ask: (name: string, remove: () => void) => void;
  question: ReactElement;
} {
  const [asking, setAsking] = useState<{ name: string; remove: () => void } | null>(null);
  return {
    ask: (name, remove) => (shared ? setAsking({ name, remove }) : remove()),
    question: (
      <RemovalQuestion
        text={asking ? removeOneConfirmText(asking.name) : null}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking?.remove()}
      />
    ),
  };
}
