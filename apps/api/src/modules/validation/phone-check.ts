// One phone of a company, checked with libphonenumber-js's full metadata (the default metadata cannot
// tell mobile from fixed): a valid Brazilian number or not, its line type, whether its DDD is the one of
// the company's municipality, and whether other companies carry it.
import type { PHONE_LINE_TYPES } from '@prospecta/contracts/validation-api';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

export type PhoneVerdict = {
  valid: boolean;
  lineType: (typeof PHONE_LINE_TYPES)[number] | null;
  dddMatches: boolean | null;
  shared: boolean;
};

export type PhoneFacts = {
  /** DDD of the company's municipality; null when unknown. */
  municipalityDdd: number | null;
  /** How many other registry establishments carry the same phone. */
  sharedWith: number;
};

export function checkPhone(raw: string, facts: PhoneFacts): PhoneVerdict {
  const shared = facts.sharedWith > 0;
  const phone = parsePhoneNumberFromString(raw, 'BR');
  if (phone?.country !== 'BR' || !phone.isValid()) {
    return { valid: false, lineType: null, dddMatches: null, shared };
  }
  const type = phone.getType();
  const lineType = type === 'MOBILE' ? 'celular' : type === 'FIXED_LINE' ? 'fixo' : 'outro';
  // Non-geographic numbers (0800, 4004…) carry no DDD to compare.
  const ddd = lineType === 'outro' ? null : Number(phone.nationalNumber.slice(0, 2));
  const dddMatches = ddd === null || facts.municipalityDdd === null ? null : ddd === facts.municipalityDdd;
  return { valid: true, lineType, dddMatches, shared };
}
