import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { NOTE_GONE_TEXT, NOTE_GONE_TITLE } from '@/features/notes/lib/note-conflicts';

/**
 * The text of a correction whose note someone else deleted meanwhile: said once (an alert), with the text as
 * typed and one click to keep it as a new note ("Salvar como nova anotação", which takes the keyboard's focus),
 * or to let it go.
 */
export function OrphanNote(props: {
  noteId: string;
  text: string;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
}) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle />}
      title={NOTE_GONE_TITLE}
      data-testid="orphan-note"
      data-orphan-note={props.noteId}
    >
      <Stack gap="xs">
        <Text fz="sm">{NOTE_GONE_TEXT}</Text>
        <Text
          fz="sm"
          p="xs"
          bg="var(--mantine-color-body)"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', borderRadius: 4 }}
        >
          {props.text}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" onClick={props.onDiscard} disabled={props.saving}>
            Descartar texto
          </Button>
          <Button size="xs" onClick={props.onSave} loading={props.saving} data-orphan-save>
            Salvar como nova anotação
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
