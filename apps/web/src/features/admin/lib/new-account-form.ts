// The staff's "Nova conta" form: its values as typed, the errors the contract's own schema gives each field
// (so the form refuses what the API refuses, with the same words), the request it sends, and what choosing a
// plan fills in (its seats and monthly credits, still editable).
import {
  type CreateAccountRequest,
  createAccountRequestSchema,
  PLAN_NAMES,
} from '@prospecta/contracts/admin-accounts-api';
import { ADMIN_MESSAGES } from '@prospecta/contracts/admin-api';
import { planByName } from '@prospecta/contracts/plans-api';

export type NewAccountFormValues = {
  test: boolean;
  name: string;
  planName: string;
  /** NumberInputs' values: a number, or text ('' while empty, '-' or '1,' while typing). */
  maxUsers: number | string;
  click: number | string;
  export: number | string;
  /** YYYY-MM-DD or '' (no expiry). */
  expiresDate: string;
  ownerName: string;
  ownerEmail: string;
  ownerWhatsapp: string;
};
export type NewAccountField = Exclude<keyof NewAccountFormValues, 'test'>;
export type NewAccountFormErrors = Partial<Record<NewAccountField, string>>;

export const EMPTY_NEW_ACCOUNT_FORM: NewAccountFormValues = {
  test: false,
  name: '',
  planName: '',
  maxUsers: '',
  click: '',
  export: '',
  expiresDate: '',
  ownerName: '',
  ownerEmail: '',
  ownerWhatsapp: '',
};

export const PLAN_OPTIONS = PLAN_NAMES.map((name) => ({ value: name, label: name }));

const FIELD_OF: Record<string, NewAccountField> = {
  'account.name': 'name',
  'account.plan_name': 'planName',
  'account.max_users_count': 'maxUsers',
  'credit.search_credit': 'click',
  'credit.internal_export_credit': 'export',
  'credit.expires_date': 'expiresDate',
  'owner.name': 'ownerName',
  'owner.email': 'ownerEmail',
  'owner.whatsapp_number': 'ownerWhatsapp',
};

/** A NumberInput's value as sent: '' is "not given" (NaN for a required field, so it is refused). */
const amount = (value: number | string, empty: number) =>
  value === '' ? empty : typeof value === 'number' ? value : Number(value);

export function newAccountRequest(values: NewAccountFormValues): CreateAccountRequest {
  return {
    account: {
      name: values.name,
      plan_name: values.planName,
      max_users_count: amount(values.maxUsers, Number.NaN),
    },
    credit: {
      search_credit: amount(values.click, 0),
      internal_export_credit: amount(values.export, 0),
      expires_date: values.expiresDate || null,
    },
    owner: {
      name: values.ownerName,
      email: values.ownerEmail,
      ...(values.ownerWhatsapp.trim() ? { whatsapp_number: values.ownerWhatsapp } : {}),
    },
  };
}

/** The first message of each field the contract refuses; `today` (YYYY-MM-DD) bounds the expiry as the API does. */
export function newAccountFormErrors(values: NewAccountFormValues, today: string): NewAccountFormErrors {
  const errors: NewAccountFormErrors = {};
  const parsed = createAccountRequestSchema.safeParse(newAccountRequest(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[issue.path.slice(0, 2).join('.')];
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (!errors.expiresDate && values.expiresDate && values.expiresDate < today) {
    errors.expiresDate = ADMIN_MESSAGES.pastExpiry;
  }
  return errors;
}

/** Choosing a plan fills in its seats and a month of its credits (the Enterprise's consultations are unlimited). */
export function withPlan(values: NewAccountFormValues, planName: string): NewAccountFormValues {
  const plan = planByName(planName);
  if (!plan) return { ...values, planName };
  return {
    ...values,
    planName,
    maxUsers: plan.users,
    click: plan.click_credits ?? '',
    export: plan.export_credits,
  };
}
