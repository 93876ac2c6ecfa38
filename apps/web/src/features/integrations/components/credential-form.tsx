import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { ExportTool } from '@prospecta/contracts/exports-api';
import { useEffect, useRef, useState } from 'react';
import {
  CREDENTIAL_FIELDS,
  type CredentialValues,
  missingCredential,
} from '@/features/integrations/lib/credential-fields';

type Props = {
  tool: ExportTool;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: CredentialValues) => void;
  /** Why the last save was refused (the tool refused the key): shown under the fields until the next save. */
  refusal?: string | null;
  onCancel?: () => void;
};

/** The tool's key, tokens or domain; the first empty field blocks the submit with its name. */
export function CredentialForm({ tool, submitLabel, pending, onSubmit, refusal, onCancel }: Props) {
  const [values, setValues] = useState<CredentialValues>({});
  const [error, setError] = useState<string | null>(null);
  const fields = CREDENTIAL_FIELDS[tool];
  // Opened by "Conectar": the keyboard goes straight to the first field (it was left on the page).
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const missing = missingCredential(tool, values);
        setError(missing);
        if (!missing) onSubmit(values);
      }}
    >
      <Stack gap="xs">
        {fields.map((f, i) => {
          const Input = f.secret ? PasswordInput : TextInput;
          return (
            <Input
              key={f.name}
              ref={i === 0 ? first : undefined}
              size="xs"
              label={f.label}
              placeholder={f.placeholder}
              autoComplete="off"
              value={values[f.name] ?? ''}
              error={i === 0 ? error : undefined}
              onChange={(e) => {
                // Read now: the updater runs later, when the event's currentTarget is gone (typing crashed the screen).
                const value = e.currentTarget.value;
                setValues((v) => ({ ...v, [f.name]: value }));
              }}
            />
          );
        })}
        {refusal && !pending ? (
          <Text c="red" fz="xs" role="alert">
            {refusal}
          </Text>
        ) : null}
        <Group gap="xs" justify="flex-end">
          {onCancel ? (
            <Button size="xs" variant="default" onClick={onCancel}>
              Cancelar
            </Button>
          ) : null}
          <Button size="xs" type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
