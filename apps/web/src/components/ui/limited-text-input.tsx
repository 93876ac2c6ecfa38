import { Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { charCountHint, pasteOverflow } from '@/lib/form-rules';

/**
 * A one-line field of at most `maxLength` characters (a list's or a saved search's name): from four fifths of
 * it the count under the field ("96 de 120 caracteres"), and a paste the browser cut at the limit says so (a
 * status line, `cutMessage`) until the text is shortened or a paste fits — the browser's maxLength drops the
 * rest without a word.
 */
export function LimitedTextInput(
  props: Omit<TextInputProps, 'value' | 'maxLength' | 'description'> & {
    value: string;
    maxLength: number;
    cutMessage: string;
  },
) {
  const { value, maxLength, cutMessage, onPaste, onChange, ...rest } = props;
  // Set by the paste (before the field changes), dropped by a change under the limit; said only at the limit.
  const [cut, setCut] = useState(false);
  return (
    <Stack gap={4}>
      <TextInput
        {...rest}
        value={value}
        maxLength={maxLength}
        description={charCountHint(value.length, maxLength)}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        onChange={(event) => {
          if (event.currentTarget.value.length < maxLength) setCut(false);
          onChange?.(event);
        }}
        onPaste={(event) => {
          setCut(
            pasteOverflow(event.currentTarget, event.clipboardData.getData('text/plain'), maxLength) > 0,
          );
          onPaste?.(event);
        }}
      />
      <Text fz="xs" c="orange.8" role="status" data-testid="paste-cut">
        {cut && value.length >= maxLength ? cutMessage : null}
      </Text>
    </Stack>
  );
}
