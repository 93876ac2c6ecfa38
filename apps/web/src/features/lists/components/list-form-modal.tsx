import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { LIST_NAME_MAX } from '@prospecta/contracts/lists-api';
import { useEffect, useState } from 'react';
import { LimitedTextInput } from '@/components/ui/limited-text-input';
import { nameErrorOf } from '@/features/lists/lib/list-name';
import { nameCutMessage } from '@/lib/form-rules';

export type ListFormValues = { name: string; description: string };

const LIST_NAME_REQUIRED = 'Digite um nome para a lista.';

/**
 * Create (name and optional description) or rename a list. The form stays open until the server takes the
 * name: a refusal (another active list of that name) is said on the name field, any other failure above the
 * buttons, and the user fixes it there instead of typing it all again.
 */
export function ListFormModal(props: {
  opened: boolean;
  title: string;
  submitLabel: string;
  initial?: ListFormValues;
  withDescription?: boolean;
  onClose: () => void;
  /** Resolves once the server stored the list; rejects with its refusal. */
  onSubmit: (values: ListFormValues) => Promise<unknown>;
}) {
  const { opened, initial } = props;
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [pending, setPending] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fields are filled once per opening
  useEffect(() => {
    if (!opened) return;
    setName(initial?.name ?? '');
    setDescription(initial?.description ?? '');
    setNameError(null);
    setFailure(null);
    setPending(false);
  }, [opened]);
  const trimmed = name.trim();
  const submit = async () => {
    if (pending) return;
    // A name of spaces only: said at the field (the button was off, with no reason given).
    if (!trimmed) {
      setNameError(LIST_NAME_REQUIRED);
      return;
    }
    setPending(true);
    setNameError(null);
    setFailure(null);
    try {
      await props.onSubmit({ name: trimmed, description: description.trim() });
      props.onClose();
    } catch (error) {
      const onName = nameErrorOf(error);
      if (onName) setNameError(onName);
      else setFailure(error instanceof Error ? error.message : 'Não foi possível salvar a lista.');
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal opened={opened} onClose={props.onClose} title={props.title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          {/* Counted near its limit; a longer name pasted is cut there, and said so. */}
          <LimitedTextInput
            label="Nome da lista"
            placeholder="Ex.: Indústrias de SP"
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setNameError(null);
            }}
            error={nameError}
            maxLength={LIST_NAME_MAX}
            cutMessage={nameCutMessage(LIST_NAME_MAX)}
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
          {failure ? (
            <Alert color="red" variant="light">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              Cancelar
            </Button>
            <Button type="submit" disabled={nameError !== null} loading={pending}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
