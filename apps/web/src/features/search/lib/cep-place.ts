// What the CEP radius says about its centre (pure): zip_distance places a CEP at its municipality's centre (a
// CEP the registry has no address with by the CEPs that share its first digits, which must never pass for the
// CEP itself), never at its street.
import type { FilterState } from '@prospecta/contracts/filter-state';
import type { ZipDistanceResponse } from '@prospecta/contracts/search-api';

type CepInfo = ZipDistanceResponse['cep_info'];

/** "99999999" → "99999-999". */
export function formatZip(digits: string): string {
  return digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/** "Montauri - RS": the place the radius is centred on. */
export function cepPlace(info: CepInfo): string {
  return `${info.municipio ?? 'Município não identificado'} - ${info.uf}`;
}

/** "São Paulo/SP": the city whose centre the radius is measured from. */
function centreOf(info: CepInfo): string {
  return info.municipio
    ? `centro de ${info.municipio}/${info.uf}`
    : `centro do município do CEP (${info.uf})`;
}

/**
 * Where the radius is measured from: the registry places every CEP at its municipality's centre (its CEPs carry
 * no street coordinates), so 2 km are 2 km around the city's centre, not around the address; said plainly.
 */
export function radiusCentreText(info: CepInfo): string {
  return `Raio medido a partir do ${centreOf(info)}: o CEP localiza a cidade, não a rua.`;
}

/**
 * The warning when the CEP itself was not found: which centre the radius uses instead, and why. Null for a
 * CEP found as it is.
 */
export function cepNotFoundNotice(info: CepInfo): { title: string; message: string } | null {
  if (info.precision === 'cep') return null;
  const prefix = info.cep.slice(0, info.precision === 'prefixo5' ? 5 : 3);
  return {
    title: `CEP ${formatZip(info.cep)} não encontrado`,
    message: `O raio é medido a partir do ${centreOf(info)}, o município mais comum entre os CEPs que começam com ${prefix}: a distância é aproximada. Confira o CEP ou use o filtro Município.`,
  };
}

/**
 * The filters as searched: a CEP no CEP prefix of the registry places (its zip_distance lookup refused, 422) is
 * left out of the query, as a CEP still being typed is, and so out of the panel's counters.
 */
export function withoutUnknownCep(state: FilterState, cepUnknown: boolean): FilterState {
  return cepUnknown ? { ...state, cepDistance: { ...state.cepDistance, zip: '' } } : state;
}
