import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search field that applies what is typed after a pause, or at once on Enter. `value` is the applied
 * search: when it changes from outside (filters cleared, back button) the field follows it.
 */
export function SearchBox(props: {
  value: string;
  onApply: (value: string) => void;
  label: string;
  placeholder?: string;
  w?: number | string;
}) {
  const { value, onApply } = props;
  const [text, setText] = useState(value);
  const applied = useRef(value);
  const apply = (next: string) => {
    applied.current = next.trim();
    onApply(next.trim());
  };
  const debounced = useDebouncedCallback(apply, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (value !== applied.current) {
      applied.current = value;
      setText(value);
    }
  }, [value]);

  return (
    <TextInput
      type="search"
      label={props.label}
      placeholder={props.placeholder}
      w={props.w}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        debounced(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        debounced.cancel();
        apply(text);
      }}
      maxLength={200}
    />
  );
}
