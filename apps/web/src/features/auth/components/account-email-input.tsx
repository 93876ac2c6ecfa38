import { TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';

export type AccountEmailInputProps = {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
};

/** The account's e-mail, first field of every sign-in form (password, code, forgotten password). */
export function AccountEmailInput({ value, onChange, error }: AccountEmailInputProps) {
  return (
    <TextInput
      label="E-mail"
      type="email"
      name="email"
      autoComplete="username"
      placeholder="voce@empresa.com.br"
      leftSection={<IconMail size={18} />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      required
      autoFocus
    />
  );
}
