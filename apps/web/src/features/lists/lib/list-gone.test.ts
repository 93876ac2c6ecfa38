import { describe, expect, it } from 'vitest';
import { listUnavailable } from '@/features/lists/lib/list-gone';
import { ApiError } from '@/lib/api-errors';

const shown = { id: 'l', name: 'Clientes SP' };

describe('listUnavailable', () => {
  it.each([
    ['a list deleted while open (its refresh answers 404)', new ApiError(404, undefined), shown, true],
    ['a list never read', new ApiError(500, undefined), undefined, true],
    ['a refresh the server failed, over a list on screen', new ApiError(500, undefined), shown, false],
    ['a refresh the network lost, over a list on screen', new ApiError(0, undefined), shown, false],
  ])('%s', (_case, error, data, expected) => {
    expect(listUnavailable({ isError: true, error, data })).toBe(expected);
  });

  it('is false while the list reads fine', () => {
    expect(listUnavailable({ isError: false, error: null, data: shown })).toBe(false);
    expect(listUnavailable({ isError: false, error: null, data: undefined })).toBe(false);
  });
});
