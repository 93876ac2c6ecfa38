import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { Ref } from 'react';
import { type ComposeKey, lengthHint } from '@/features/support/lib/compose';

type Props = {
  label: string;
  description: string;
  value: string;
  onChange: (value: string) => void;
  /** Whether a key sends (Enter in the widget, Ctrl+Enter in the reply box). */
  keySends: (event: ComposeKey) => boolean;
  onSend: () => void;
  sending: boolean;
  error: string | null;
  buttonLabel: string;
  textareaRef?: Ref<HTMLTextAreaElement>;
  minRows?: number;
};

/** A message box: the text, its error (kept until the text changes), the count near the limit and the button. */
export function SupportComposer(props: Props) {
  const hint = lengthHint(props.value);
  return (
    <Stack gap={6}>
      <Textarea
        ref={props.textareaRef}
        label={props.label}
        description={props.description}
        autosize
        minRows={props.minRows ?? 2}
        maxRows={6}
        value={props.value}
        error={props.error}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          const key = {
            key: event.key,
            shiftKey: event.shiftKey,
            ctrlKey: event.ctrlKey,
            metaKey: event.metaKey,
            altKey: event.altKey,
            isComposing: event.nativeEvent.isComposing,
          };
          if (!props.keySends(key)) return;
          event.preventDefault();
          props.onSend();
        }}
      />
      <Group justify={hint ? 'space-between' : 'flex-end'} gap="xs" wrap="nowrap">
        {hint ? (
          <Text fz="xs" c="dimmed">
            {hint}
          </Text>
        ) : null}
        <Button size="xs" leftSection={<IconSend size={14} />} loading={props.sending} onClick={props.onSend}>
          {props.buttonLabel}
        </Button>
      </Group>
    </Stack>
  );
}
