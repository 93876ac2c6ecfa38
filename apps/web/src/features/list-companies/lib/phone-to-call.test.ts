import type { Phone } from '@prospecta/contracts/search-result';
import { describe, expect, it } from 'vitest';
import { phoneToCall } from './phone-to-call';

const fixed: Phone = { numero: '1132345678', tipo: 'fixo' };
const mobile: Phone = { numero: '11987654321', tipo: 'celular' };
const otherMobile: Phone = { numero: '21998765432', tipo: 'celular' };
const unreadable: Phone = { numero: '123', tipo: 'invalido' };

const company = (telefones: Phone[], phones: Record<string, boolean> = {}) => ({
  additionalData: { telefones } as never,
  validation: { phones, email: null },
});

describe('phoneToCall', () => {
  it('takes a mobile before a fixed line, then the registry order', () => {
    expect(phoneToCall(company([fixed, mobile, otherMobile]))).toEqual({
      phone: mobile,
      validated: false,
      others: 2,
    });
    expect(phoneToCall(company([fixed]))).toEqual({ phone: fixed, validated: false, others: 0 });
  });

  it('takes a phone the list validated before any other, and never one it found invalid', () => {
    expect(phoneToCall(company([mobile, fixed], { [fixed.numero]: true }))).toEqual({
      phone: fixed,
      validated: true,
      others: 1,
    });
    expect(phoneToCall(company([mobile, fixed], { [mobile.numero]: false }))).toEqual({
      phone: fixed,
      validated: false,
      others: 0,
    });
  });

  it('answers null without a phone to call', () => {
    expect(phoneToCall(company([unreadable]))).toBeNull();
    expect(phoneToCall(company([mobile], { [mobile.numero]: false }))).toBeNull();
    expect(phoneToCall({ additionalData: null, validation: undefined })).toBeNull();
  });
});
