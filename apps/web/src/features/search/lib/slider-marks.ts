// Slider positions ↔ values: the employee marks are not evenly spaced (0, 1, 5, 10, 50, 100, 500, +500),
// so the slider moves over mark positions and the state keeps the values.
import { EMPLOYEE_SLIDER_MARKS } from '@prospecta/contracts/filter-catalogue-options';

export const LAST_EMPLOYEE_MARK = EMPLOYEE_SLIDER_MARKS.length - 1;

export function employeeValueToPosition(value: number): number {
  const index = EMPLOYEE_SLIDER_MARKS.findIndex((m) => m.value >= value);
  return index === -1 ? LAST_EMPLOYEE_MARK : index;
}

export function employeePositionToValue(position: number): number {
  return EMPLOYEE_SLIDER_MARKS[Math.max(0, Math.min(LAST_EMPLOYEE_MARK, position))]?.value ?? 0;
}
