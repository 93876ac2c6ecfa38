import { describe, expect, it } from 'vitest';
import {
  availableAfterRequest,
  availableAtOfRefusal,
  canRequestPhoneValidation,
  laterOf,
  nextPhoneRequestAt,
  progressPercent,
  progressText,
} from '@/features/validation/lib/phone-request';
import { ApiError } from '@/lib/api-errors';

describe('phone validation request button', () => {
  const now = Date.parse('2025-05-10T12:00:00Z');
  it.each([
    ['never requested (no date from the server)', null, true],
    ['available again in a minute', '2025-05-10T12:01:00Z', false],
    ['available again in 2 days 23 h', '2025-05-13T11:00:00Z', false],
    ['available again right now', '2025-05-10T12:00:00Z', true],
    ['available since a week', '2025-05-03T12:00:00Z', true],
    ['unreadable date', 'ontem', true],
  ])('%s → %s', (_, at, expected) => {
    expect(canRequestPhoneValidation(at, now)).toBe(expected);
  });

  it('takes the later of the server’s date and the one this screen just learnt', () => {
    expect(laterOf(null, undefined)).toBeNull();
    expect(laterOf('2026-12-02T13:26:00.000Z', null)).toBe('2026-12-02T13:26:00.000Z');
    expect(laterOf(null, '2026-12-02T13:26:00.000Z')).toBe('2026-12-02T13:26:00.000Z');
    expect(laterOf('2026-12-01T00:00:00.000Z', '2026-12-02T13:26:00.000Z')).toBe('2026-12-02T13:26:00.000Z');
    expect(laterOf('2026-12-03T00:00:00.000Z', '2026-12-02T13:26:00.000Z')).toBe('2026-12-03T00:00:00.000Z');
  });

  it('comes back 3 days after a request just made', () => {
    expect(availableAfterRequest(Date.parse('2026-11-29T13:26:00Z'))).toBe('2026-12-02T13:26:00.000Z');
  });

  it('reads the date of a request refused as too soon, and nothing of other failures', () => {
    const body = {
      message: 'A validação de telefones desta lista já foi solicitada. …',
      errors: [{ summary: 'available_at', description: '2026-12-02T13:26:00.000Z' }],
    };
    expect(availableAtOfRefusal(new ApiError(422, body))).toBe('2026-12-02T13:26:00.000Z');
    expect(availableAtOfRefusal(new ApiError(422, { message: 'Outra coisa' }))).toBeNull();
    expect(availableAtOfRefusal(new ApiError(500, body))).toBeNull();
    expect(availableAtOfRefusal(new Error('rede'))).toBeNull();
  });
});

describe('progressText', () => {
  it('counts the contacts checked, and says the run is queued while it knows none', () => {
    expect(progressText(null)).toBe('Na fila…');
    expect(progressText({ done: 0, total: 0 })).toBe('Na fila…');
    expect(progressText({ done: 3, total: 1200 })).toBe('3 de 1.200 contatos');
  });
});

describe('progressPercent', () => {
  it.each([
    [null, 0],
    [{ done: 0, total: 0 }, 0],
    [{ done: 1, total: 3 }, 33.3],
    [{ done: 5, total: 4 }, 100],
  ])('%o → %s', (progress, expected) => {
    expect(progressPercent(progress)).toBe(expected);
  });

  it('says when a new phone request can be made: the server’s date while it is ahead, none after it', () => {
    const at = '2026-11-29T10:00:00.000Z';
    expect(nextPhoneRequestAt(at, Date.parse('2026-11-27T10:00:00Z'))?.toISOString()).toBe(at);
    expect(nextPhoneRequestAt(at, Date.parse('2026-11-29T10:00:00Z'))).toBeNull();
    expect(nextPhoneRequestAt(null, Date.now())).toBeNull();
  });
});
