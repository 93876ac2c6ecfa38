import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';

/** A saved search's link the browser would not copy, and whose search it is. */
export type SharedLink = { entryId: string; name: string; link: string };

/**
 * "Copiar link" where the browser refuses the clipboard: the link in a field, selected, to copy by hand (the
 * keyboard lands on it, Ctrl+C copies it).
 */
export function CopyLinkModal({ shared, onClose }: { shared: SharedLink | null; onClose: () => void }) {
  return (
    <Modal opened={shared !== null} onClose={onClose} title="Copiar link" centered>
      <Stack gap="md">
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          O navegador não deixou copiar: o link de “{shared?.name}” está selecionado, copie com Ctrl+C. Quem
          usa a mesma conta abre a busca por ele.
        </Text>
        <TextInput
          label="Link da busca"
          value={shared?.link ?? ''}
          readOnly
          data-autofocus
          onFocus={(event) => event.currentTarget.select()}
          data-testid="history-link-field"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Fechar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
