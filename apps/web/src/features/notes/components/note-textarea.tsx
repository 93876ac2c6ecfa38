import { Stack, Text, Textarea, type TextareaProps } from '@mantine/core';
import { NOTE_MAX_LENGTH } from '@prospecta/contracts/lists-notes-api';
import { useState } from 'react';
import { noteCutMessage, noteLengthHint } from '@/features/notes/lib/note-length';
import { pasteOverflow } from '@/lib/form-rules';

/**
 * A note's text box (a new note, or one being corrected), at most NOTE_MAX_LENGTH characters: from nine tenths
 * of it the count under the box (its description), and a paste cut at the limit says so (a status line) until
 * the box is emptied or a paste fits.
 */
export function NoteTextarea(
  props: Omit<TextareaProps, 'value' | 'maxLength' | 'description'> & { value: string },
) {
  const { value, onPaste, ...rest } = props;
  const [cut, setCut] = useState(false);
  return (
    <Stack gap={4}>
      <Textarea
        {...rest}
        value={value}
        maxLength={NOTE_MAX_LENGTH}
        description={noteLengthHint(value.length)}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        onPaste={(event) => {
          setCut(
            pasteOverflow(event.currentTarget, event.clipboardData.getData('text/plain'), NOTE_MAX_LENGTH) >
              0,
          );
          onPaste?.(event);
        }}
      />
      <Text fz="xs" c="orange.8" role="status" data-testid="note-cut">
        {cut && value.length > 0 ? noteCutMessage() : null}
      </Text>
    </Stack>
  );
}
