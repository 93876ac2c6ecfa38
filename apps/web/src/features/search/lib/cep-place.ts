// What the CEP radius says about its centre (pure): zip_distance places a CEP the registry has no address
// with by the CEPs that share its first digits, which must never pass for the CEP itself.
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

/**
 * The warning when the CEP itself was not found: which centre the radius uses instead, and why. Null for a
 * CEP found as it is.
 */
export function cepNotFoundNotice(info: CepInfo): { title: string; message: string } | null {
  if (info.precision === 'cep') return null;
  const prefix = info.cep.slice(0, info.precision === 'prefixo5' ? 5 : 3);
  return {
    title: `CEP ${formatZip(info.cep)} não encontrado`,
    message: `O raio usa como centro ${cepPlace(info)}, o município mais comum entre os CEPs que começam com ${prefix}: a distância é aproximada. Confira o CEP ou use o filtro Município.`,
  };
}
