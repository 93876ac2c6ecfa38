// What the user form checks before sending (the server checks the same through the contract's schemas).
import {
  ACCOUNT_USER_MESSAGES,
  createSubUserRequestSchema,
  type SubUserRole,
} from '@prospecta/contracts/account-users-api';

export type AccountUserFormValues = { name: string; email: string; role: SubUserRole | ''; whatsapp: string };
export type AccountUserFormErrors = Partial<Record<keyof AccountUserFormValues, string>>;

/** The fields in the form's order (the keyboard goes to the first one refused). */
export const ACCOUNT_USER_FIELD_ORDER = ['name', 'email', 'role', 'whatsapp'] as const;

const FIELD_OF: Record<string, keyof AccountUserFormValues> = {
  name: 'name',
  email: 'email',
  role: 'role',
  whatsapp_number: 'whatsapp',
};

/** The first message of each field the contract refuses (the e-mail is not checked when editing). */
export function accountUserFormErrors(
  values: AccountUserFormValues,
  editing: boolean,
): AccountUserFormErrors {
  const parsed = createSubUserRequestSchema.safeParse({
    name: values.name,
    email: editing ? 'quem-edita@prospecta.dev' : values.email,
    role: values.role,
    whatsapp_number: values.whatsapp,
  });
  const errors: AccountUserFormErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The field a refusal of the server is about, so it is shown and marked at that field (null: about the form as
 * a whole, such as a plan already full).
 */
export function accountUserFieldOfRefusal(message: string | null): keyof AccountUserFormValues | null {
  switch (message) {
    case ACCOUNT_USER_MESSAGES.emailTaken:
      return 'email';
    case ACCOUNT_USER_MESSAGES.invalidName:
    case ACCOUNT_USER_MESSAGES.nameTooLong:
      return 'name';
    case ACCOUNT_USER_MESSAGES.invalidWhatsapp:
      return 'whatsapp';
    default:
      return null;
  }
}

/**
 * What each role may do, under the "Papel" select: the three names alone did not say how "Usuário" and
 * "Prospectador" differ.
 */
export const ROLE_DESCRIPTIONS: Record<SubUserRole, string> = {
  manager: 'Vê as listas de toda a equipe, acompanha a prospecção de cada pessoa e organiza as listas.',
  user: 'Busca empresas, cria listas e trabalha as próprias e as que a equipe compartilhar.',
  prospector:
    'Trabalha as listas que a equipe compartilhar; não usa a busca de empresas (salvo em contas liberadas pela Prospecta).',
};
