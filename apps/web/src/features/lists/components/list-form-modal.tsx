import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

export type ListFormValues = { name: string; description: string };

/** Create (name and optional description) or rename a list. */
export function ListFormModal(props: {
  opened: boolean;
  title: string;
  submitLabel: string;
  initial?: ListFormValues;
  withDescription?: boolean;
  onClose: () => void;
  onSubmit: (values: ListFormValues) => void;
}) {
  const { opened, initial } = props;
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fields are filled once per opening
  useEffect(() => {
    if (!opened) return;
    setName(initial?.name ?? '');
    setDescription(initial?.description ?? '');
  }, [opened]);
  const trimmed = name.trim();
  return (
    <Modal opened={opened} onClose={props.onClose} title={props.title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!trimmed) return;
          props.onSubmit({ name: trimmed, description: description.trim() });
          props.onClose();
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Nome da lista"
            placeholder="Ex.: Indústrias de SP"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={120}
            data-autofocus
            required
          />
          {props.withDescription ? (
            <Textarea
              label="Descrição"
              description="Opcional"
              value={description}
              onChange={(e) => setDescription(e.currentTarget.value)}
              maxLength={1000}
              autosize
              minRows={2}
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              Cancelar
            </Button>
            <Button type="submit" disabled={!trimmed}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
