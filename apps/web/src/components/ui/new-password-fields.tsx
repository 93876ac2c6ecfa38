import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@prospecta/contracts/auth';
import { IconLock } from '@tabler/icons-react';
import { PasswordInputField } from '@/components/ui/password-field';
import type { NewPasswordErrors } from '@/lib/form-rules';

export type NewPasswordFieldsProps = {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  /** newPasswordErrors(password, confirmation); shown only when `showErrors` (the form was sent once). */
  errors: NewPasswordErrors;
  showErrors: boolean;
  autoFocus?: boolean;
};

/** A new password and its confirmation: the recovery link's form and /user/password. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { errors, showErrors } = props;
  return (
    <>
      <PasswordInputField
        label="Nova senha"
        description={`De ${PASSWORD_MIN_LENGTH} a ${PASSWORD_MAX_LENGTH} caracteres`}
        name="password"
        autoComplete="new-password"
        leftSection={<IconLock size={18} />}
        value={props.password}
        onChange={(event) => props.onPasswordChange(event.currentTarget.value)}
        error={showErrors ? errors.password : null}
        required
        autoFocus={props.autoFocus}
      />
      <PasswordInputField
        label="Confirme a nova senha"
        name="password_confirmation"
        autoComplete="new-password"
        leftSection={<IconLock size={18} />}
        value={props.confirmation}
        onChange={(event) => props.onConfirmationChange(event.currentTarget.value)}
        error={showErrors ? errors.confirmation : null}
        required
      />
    </>
  );
}
