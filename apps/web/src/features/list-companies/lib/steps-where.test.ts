import { describe, expect, it } from 'vitest';
import { stepsWhere } from './steps-where';

const steps = { previous: 'a', next: 'b', position: 13, total: 1234 };

describe('stepsWhere', () => {
  it('says the place among them', () => {
    expect(stepsWhere(steps)).toBe('13 de 1.234');
  });

  it('says how many are left once the company has moved out of them', () => {
    expect(stepsWhere({ ...steps, outside: true })).toBe('1.233 restantes');
    expect(stepsWhere({ ...steps, total: 2, outside: true })).toBe('1 restante');
  });
});
