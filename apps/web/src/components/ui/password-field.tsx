import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * Mantine's PasswordInput with `aria-invalid` while it shows an error: unlike the other fields it leaves the
 * attribute out, so a screen reader did not say the field was refused. (The eye's name and Tab stop come from
 * the theme.)
 */
export function PasswordInputField(props: PasswordInputProps) {
  return <PasswordInput aria-invalid={props.error ? true : undefined} {...props} />;
}
