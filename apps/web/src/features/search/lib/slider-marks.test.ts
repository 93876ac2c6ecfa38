import { describe, expect, it } from 'vitest';
import { employeePositionToValue, employeeValueToPosition } from '@/features/search/lib/slider-marks';

describe('employee slider marks', () => {
  it.each([
    [0, 0],
    [1, 1],
    [5, 2],
    [10, 3],
    [50, 4],
    [100, 5],
    [500, 6],
    [1_000_000, 7],
  ])('value %d sits at position %d and back', (value, position) => {
    expect(employeeValueToPosition(value)).toBe(position);
    expect(employeePositionToValue(position)).toBe(value);
  });

  it('puts values between marks on the next mark and clamps positions', () => {
    expect(employeeValueToPosition(30)).toBe(4);
    expect(employeeValueToPosition(2_000_000)).toBe(7);
    expect(employeePositionToValue(99)).toBe(1_000_000);
    expect(employeePositionToValue(-1)).toBe(0);
  });
});
