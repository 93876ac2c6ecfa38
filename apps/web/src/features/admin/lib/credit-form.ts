// The credit form of an account (add or remove click and export credits): what it sends, and what it checks
// before sending — the contract's own rules (a removal above what remains is not valid), with a warning beside
// the field that asks for more than there is.
import {
  ADMIN_MESSAGES,
  type AdminCreditRequest,
  type CreditOperation,
  type CreditsAvailable,
  creditFormValid,
  MAX_CREDITS_PER_OPERATION,
} from '@prospecta/contracts/admin-api';
import { formatInteger } from '@/lib/format';

export type CreditFormValues = {
  operation: CreditOperation;
  /** NumberInput's value: a number, or '' while empty. */
  click: number | string;
  export: number | string;
  unlimited: boolean;
  /** YYYY-MM-DD or '' (no expiry); added credits only. */
  expiresDate: string;
  description: string;
};

export const EMPTY_CREDIT_FORM: CreditFormValues = {
  operation: 'add_credit',
  click: '',
  export: '',
  unlimited: false,
  expiresDate: '',
  description: '',
};

export type CreditAvailability = CreditsAvailable;
type AmountField = 'click' | 'export';
export type CreditFormCheck = {
  valid: boolean;
  errors: Partial<Record<AmountField | 'expiresDate' | 'description', string>>;
  /** Removing more than the account has: the server would refuse it, so the form says why it is not valid. */
  warnings: Partial<Record<AmountField, string>>;
};

/** '' counts as 0; anything that is not a number stays NaN (and is refused). */
export function creditAmount(value: number | string): number {
  if (value === '') return 0;
  return typeof value === 'number' ? value : Number(value);
}

function amountError(value: number): string | undefined {
  if (!Number.isInteger(value)) return ADMIN_MESSAGES.wholeCredit;
  if (value < 0) return ADMIN_MESSAGES.negativeCredit;
  if (value > MAX_CREDITS_PER_OPERATION) return ADMIN_MESSAGES.tooManyCredits;
  return undefined;
}

export function moreThanAvailableWarning(available: number): string {
  const most = formatInteger(Math.max(0, available));
  return `Mais do que os ${most} disponíveis: remova no máximo ${most}`;
}

/** The unlimited-click switch changes something only when adding it to an account without it, or removing it. */
export function unlimitedApplies(operation: CreditOperation, accountUnlimited: boolean): boolean {
  return operation === 'add_credit' ? !accountUnlimited : accountUnlimited;
}

/** What the switch says it will do, or why it is off. */
export function unlimitedDescription(operation: CreditOperation, accountUnlimited: boolean): string {
  if (operation === 'add_credit') {
    return accountUnlimited ? 'A conta já tem consultas ilimitadas' : 'Liga as consultas ilimitadas da conta';
  }
  return accountUnlimited
    ? 'Desliga as consultas ilimitadas da conta'
    : 'A conta não tem consultas ilimitadas';
}

/** `today` is YYYY-MM-DD in the user's time zone (credits may expire today at the earliest). */
export function checkCreditForm(
  values: CreditFormValues,
  available: CreditAvailability,
  today: string,
): CreditFormCheck {
  const adding = values.operation === 'add_credit';
  const click = creditAmount(values.click);
  const exportCredits = creditAmount(values.export);
  const errors: CreditFormCheck['errors'] = {};
  const clickError = amountError(click);
  const exportError = amountError(exportCredits);
  if (clickError) errors.click = clickError;
  if (exportError) errors.export = exportError;
  if (adding && values.expiresDate && values.expiresDate < today)
    errors.expiresDate = ADMIN_MESSAGES.pastExpiry;
  if (values.description.trim().length > 200) errors.description = ADMIN_MESSAGES.invalidDescription;

  const warnings: CreditFormCheck['warnings'] = {};
  if (!adding && !clickError && !available.unlimitedClick && click > available.click) {
    warnings.click = moreThanAvailableWarning(available.click);
  }
  if (!adding && !exportError && exportCredits > available.export) {
    warnings.export = moreThanAvailableWarning(available.export);
  }
  // A removal above what remains stays unsent (spec §4): the warning beside the field says why.
  const valid =
    Object.keys(errors).length === 0 &&
    creditFormValid(
      {
        search_credit: click,
        internal_export_credit: exportCredits,
        unlimited_click: values.unlimited && unlimitedApplies(values.operation, available.unlimitedClick),
      },
      adding ? undefined : available,
    );
  return { valid, errors, warnings };
}

export function creditRequest(values: CreditFormValues, accountUnlimited: boolean): AdminCreditRequest {
  const adding = values.operation === 'add_credit';
  return {
    credit: {
      search_credit: creditAmount(values.click),
      internal_export_credit: creditAmount(values.export),
      unlimited_click: values.unlimited && unlimitedApplies(values.operation, accountUnlimited),
      expires_date: adding && values.expiresDate ? values.expiresDate : null,
      description: values.description.trim(),
    },
  };
}

/** YYYY-MM-DD of a date in the local time zone (the date inputs' format). */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
