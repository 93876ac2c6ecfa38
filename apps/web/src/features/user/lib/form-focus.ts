// Where the keyboard goes after a form is refused: the field in error, so its message is read and fixed there.
import { MESSAGES } from '@prospecta/contracts/errors';

export type PasswordField = 'old' | 'password' | 'confirmation';

/** The field of /user/password a refusal of PATCH /users/update_password is about (null: none of them). */
export function passwordFieldOfRefusal(message: string | null): PasswordField | null {
  switch (message) {
    case MESSAGES.wrongCurrentPassword:
      return 'old';
    case MESSAGES.passwordTooShort:
    case MESSAGES.passwordTooLong:
    case MESSAGES.passwordBlank:
    case MESSAGES.samePassword:
      return 'password';
    case MESSAGES.passwordsDoNotMatch:
      return 'confirmation';
    default:
      return null;
  }
}
