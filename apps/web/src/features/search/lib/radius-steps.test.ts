import { MAX_CEP_DISTANCE_KM } from '@prospecta/contracts/search-fields';
import { describe, expect, it } from 'vitest';
import {
  LAST_RADIUS_POSITION,
  RADIUS_LABELLED_KM,
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

  it('says what the radius count includes: the rules the role always applies, not the other filters', () => {
    expect(radiusCountText(3499, true)).toBe(
      '3.499 empresas ativas com e-mail e telefone no raio, antes dos outros filtros e opções (como “ainda não exportadas”)',
    );
    expect(radiusCountText(1, true)).toMatch(/^1 empresa ativa com e-mail/);
    // Staff search every situação: their count is the whole base in the radius.
    expect(radiusCountText(3499, false)).toBe(
      '3.499 empresas no raio em toda a base, de qualquer situação, antes dos filtros e das opções exclusivas (como “somente ativas”)',
    );
  });

  it('names under the track only marks far enough apart, the limit among them', () => {
    expect([...RADIUS_LABELLED_KM]).toEqual([10, 100, MAX_CEP_DISTANCE_KM]);
    expect([...RADIUS_LABELLED_KM].every((km) => (RADIUS_MARKS_KM as readonly number[]).includes(km))).toBe(
      true,
    );
  });
});
