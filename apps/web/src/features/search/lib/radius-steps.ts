// The CEP radius slider: the contract's whole range (MAX_CEP_DISTANCE_KM, 500 km, what the API accepts) in
// steps fine where a seller needs them (every km up to 10) and coarser beyond, so both "5 km around the
// store" and "the whole state around the capital" are a few moves away. The slider moves over positions;
// the state keeps kilometres.
import { MAX_CEP_DISTANCE_KM } from '@prospecta/contracts/search-fields';
import { formatCompanies, formatCount } from '@/features/search/lib/search-format';

const steps = (from: number, to: number, by: number) =>
  Array.from({ length: Math.floor((to - from) / by) + 1 }, (_, i) => from + i * by);

export const RADIUS_STEPS_KM: readonly number[] = [
  ...new Set([
    ...steps(0, 10, 1),
    ...steps(15, 50, 5),
    ...steps(60, 100, 10),
    ...steps(125, 200, 25),
    ...steps(250, MAX_CEP_DISTANCE_KM, 50),
  ]),
].filter((km) => km <= MAX_CEP_DISTANCE_KM);

export const LAST_RADIUS_POSITION = RADIUS_STEPS_KM.length - 1;

/** The position of a distance: the first step at or above it (a stored 33 km shows at 35). */
export function radiusPosition(km: number): number {
  const index = RADIUS_STEPS_KM.findIndex((step) => step >= km);
  return index === -1 ? LAST_RADIUS_POSITION : index;
}

export function radiusKm(position: number): number {
  return RADIUS_STEPS_KM[Math.max(0, Math.min(LAST_RADIUS_POSITION, position))] ?? 0;
}

/** The slider's marks: a few round distances, the last being the contract's limit. */
export const RADIUS_MARKS_KM = [10, 50, 100, 200, MAX_CEP_DISTANCE_KM] as const;
/**
 * The marks named under the track: "100200500" ran together in the panel's width, and "50 100" nearly did; the
 * other dots stay unnamed, and the thumb's label and "Raio: … km" say the distance.
 */
export const RADIUS_LABELLED_KM: ReadonlySet<number> = new Set([10, 100, MAX_CEP_DISTANCE_KM]);

/**
 * What the radius count is: zip_distance counts the radius under the rules the user's role always applies (the
 * API normalises its query as any search's: active companies with an e-mail and a phone for a user who cannot
 * turn them off; none for staff), before the other filters and the exclusive options the user chooses
 * ("Somente empresas ainda não exportadas" leaves out the ones the account exported). It says which: a count
 * of "the whole base" that was already the active companies with contacts read as a mistake.
 */
export function radiusCountText(count: number, roleRules: boolean): string {
  return roleRules
    ? `${formatCount(count)} ${count === 1 ? 'empresa ativa' : 'empresas ativas'} com e-mail e telefone no raio, antes dos outros filtros e opções (como “ainda não exportadas”)`
    : `${formatCompanies(count)} no raio em toda a base, de qualquer situação, antes dos filtros e das opções exclusivas (como “somente ativas”)`;
}
