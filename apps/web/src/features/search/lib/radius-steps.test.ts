import { MAX_CEP_DISTANCE_KM } from '@prospecta/contracts/search-fields';
import { describe, expect, it } from 'vitest';
import {
  LAST_RADIUS_POSITION,
  RADIUS_MARKS_KM,
  RADIUS_STEPS_KM,
  radiusCountText,
  radiusKm,
  radiusPosition,
} from '@/features/search/lib/radius-steps';

describe('the CEP radius slider', () => {
  it('reaches the distance the API accepts, no more', () => {
    expect(MAX_CEP_DISTANCE_KM).toBe(500);
    expect(radiusKm(LAST_RADIUS_POSITION)).toBe(MAX_CEP_DISTANCE_KM);
    expect(RADIUS_MARKS_KM.at(-1)).toBe(MAX_CEP_DISTANCE_KM);
    expect(RADIUS_MARKS_KM.every((km) => RADIUS_STEPS_KM.includes(km))).toBe(true);
  });

  it('moves km by km up to 10 km, in growing steps after', () => {
    expect(RADIUS_STEPS_KM.slice(0, 12)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15]);
    expect([...RADIUS_STEPS_KM].sort((a, b) => a - b)).toEqual(RADIUS_STEPS_KM);
  });

  it('places any distance on the step at or above it, and each step on itself', () => {
    for (const [position, km] of RADIUS_STEPS_KM.entries()) expect(radiusPosition(km)).toBe(position);
    expect(radiusKm(radiusPosition(33))).toBe(35);
    expect(radiusPosition(10_000)).toBe(LAST_RADIUS_POSITION);
  });

  it('says the radius count is before the other filters and the exclusive options', () => {
    expect(radiusCountText(3499)).toBe(
      '3.499 empresas no raio em toda a base, antes dos outros filtros e das opções exclusivas (como “ainda não exportadas”)',
    );
  });
});
