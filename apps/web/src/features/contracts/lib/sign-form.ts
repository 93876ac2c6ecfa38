// The owner's signing form: its values, the contract's checks before sending, the party the clauses shown name
// while the owner types, and a refusal of the server placed at the field it is about.
import { isValidCnpj, normalizeDocument } from '@prospecta/contracts/cnpj';
import {
  CONTRACT_MESSAGES,
  type ContractParty,
  type SignContractBody,
  signContractBodySchema,
} from '@prospecta/contracts/contract-api';
import { type FieldErrors, fieldErrorsOfIssues, fieldErrorsOfRefusal } from '@/lib/form-focus';
import type { Checked } from '@/lib/use-checked-form';

export const SIGN_FIELDS = [
  'company_cnpj',
  'company_name',
  'signer_name',
  'signer_cpf',
  'signer_role',
  'accepted',
] as const;
export type SignField = (typeof SIGN_FIELDS)[number];
export type SignValues = {
  company_cnpj: string;
  company_name: string;
  signer_name: string;
  signer_cpf: string;
  signer_role: string;
  accepted: boolean;
};
export type SignErrors = FieldErrors<SignField>;

export const EMPTY_SIGN_VALUES: SignValues = {
  company_cnpj: '',
  company_name: '',
  signer_name: '',
  signer_cpf: '',
  signer_role: '',
  accepted: false,
};

/**
 * The values checked by the contract: the body to send (trimmed, the documents as digits; the server checks it
 * again), or the first refusal of each field.
 */
export function checkSignForm(values: SignValues): Checked<SignContractBody, SignField> {
  const parsed = signContractBodySchema.safeParse(values);
  if (parsed.success) return { body: parsed.data, errors: null };
  return { body: null, errors: fieldErrorsOfIssues(parsed.error.issues, SIGN_FIELDS) };
}

/** The contract's refusals of the values, the first of each field (empty when they may be sent). */
export const signFormErrors = (values: SignValues): SignErrors => checkSignForm(values).errors ?? {};

/**
 * Who the clauses shown name while the owner types: the company once its CNPJ is valid and a name is typed
 * (what they read is what is signed), else null (the clauses' placeholder).
 */
export function previewParty(values: Pick<SignValues, 'company_cnpj' | 'company_name'>): ContractParty {
  const cnpj = normalizeDocument(values.company_cnpj);
  const name = values.company_name.trim();
  if (!isValidCnpj(cnpj) || name.length < 2) return null;
  return { company_name: name, company_cnpj: cnpj };
}

/** The server's messages that name one field though they may come without `errors`. */
const FIELD_OF_MESSAGE = new Map<string, SignField>([
  [CONTRACT_MESSAGES.companyCnpjInvalid, 'company_cnpj'],
  [CONTRACT_MESSAGES.companyNameRequired, 'company_name'],
  [CONTRACT_MESSAGES.signerNameRequired, 'signer_name'],
  [CONTRACT_MESSAGES.signerCpfInvalid, 'signer_cpf'],
  [CONTRACT_MESSAGES.signerRoleRequired, 'signer_role'],
  [CONTRACT_MESSAGES.acceptRequired, 'accepted'],
]);

/**
 * Where a refusal of the server goes: each entry of `errors` at its field, a message about one field at that
 * field, anything else (a 403, "já foi assinado", an order no longer open) above the button (`form`).
 */
export function signRefusal(message: string, body: unknown): { fields: SignErrors; form: string | null } {
  const fields: SignErrors = fieldErrorsOfRefusal(body, SIGN_FIELDS);
  const field = FIELD_OF_MESSAGE.get(message);
  if (field) fields[field] ??= message;
  return { fields, form: Object.keys(fields).length > 0 ? null : message };
}
