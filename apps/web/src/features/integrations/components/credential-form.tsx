import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { ExportTool } from '@prospecta/contracts/exports-api';
import { useEffect, useRef, useState } from 'react';
import { PasswordInputField } from '@/components/ui/password-field';
import {
  CREDENTIAL_FIELDS,
  type CredentialErrors,
  type CredentialValues,
  credentialErrors,
} from '@/features/integrations/lib/credential-fields';

type Props = {
  tool: ExportTool;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: CredentialValues) => void;
  /**
   * Why the last save was refused (the tool refused the key): shown under the fields until the next save. The
   * calls skip the global error toast, so it is said here once.
   */
  refusal?: string | null;
  onCancel?: () => void;
};

/**
 * The tool's key, tokens or domain: an empty field or an address that is not one blocks the submit, said under
 * that field (which gets the keyboard).
 */
export function CredentialForm({ tool, submitLabel, pending, onSubmit, refusal, onCancel }: Props) {
  const [values, setValues] = useState<CredentialValues>({});
  const [errors, setErrors] = useState<CredentialErrors>({});
  const fields = CREDENTIAL_FIELDS[tool];
  const inputs = useRef<Partial<Record<string, HTMLInputElement | null>>>({});
  // Opened by "Conectar": the keyboard goes straight to the first field (it was left on the page).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form opens
  useEffect(() => inputs.current[fields[0]?.name ?? '']?.focus(), []);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const found = credentialErrors(tool, values);
        setErrors(found);
        const first = fields.find((f) => found[f.name]);
        if (first) inputs.current[first.name]?.focus();
        else onSubmit(values);
      }}
    >
      <Stack gap="xs">
        {fields.map((f) => {
          const Input = f.secret ? PasswordInputField : TextInput;
          return (
            <Input
              key={f.name}
              ref={(element: HTMLInputElement | null) => {
                inputs.current[f.name] = element;
              }}
              size="xs"
              label={f.label}
              placeholder={f.placeholder}
              autoComplete="off"
              inputMode={f.name === 'instanceUrl' ? 'url' : undefined}
              value={values[f.name] ?? ''}
              error={errors[f.name]}
              onChange={(e) => {
                // Read now: the updater runs later, when the event's currentTarget is gone (typing crashed the screen).
                const value = e.currentTarget.value;
                setValues((v) => ({ ...v, [f.name]: value }));
                // A message stays until the field is changed (it was about what was typed then).
                setErrors(({ [f.name]: _dropped, ...rest }) => rest);
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
