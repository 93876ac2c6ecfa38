// Addresses: street type and name, number (S/N sometimes), complement, neighbourhood and CEP,
// with the real quirks (double spaces, ";" in the complement, CEPs missing their leading zero).
import { cepFor, type Place } from './geography.ts';
import type { RandomStream } from './prng.ts';
import { MALFORMED_CEPS, QUIRK_SHARES } from './quirks.ts';
import {
  COMPLEMENTS,
  NEIGHBOURHOOD_NAMES,
  NEIGHBOURHOOD_PREFIXES,
  STREET_NAMES,
  STREET_TYPES,
} from './vocabulary.ts';
import { WeightedPicker } from './weighted.ts';

const TYPES = new WeightedPicker(STREET_TYPES);

export type Address = {
  tipo: string;
  logradouro: string;
  numero: string;
  complemento: string;
  bairro: string;
  cep: string;
};

function complementFor(random: RandomStream): string {
  if (random.chance(0.6)) return '';
  const first = `${random.pick(COMPLEMENTS)} ${1 + random.int(random.chance(0.7) ? 30 : 2000)}`;
  if (random.chance(QUIRK_SHARES.semicolonComplement / 0.4))
    return `${first}; ${random.pick(COMPLEMENTS)} ${1 + random.int(9)}`;
  if (random.chance(0.15)) return `${first}  ${random.pick(COMPLEMENTS)} ${1 + random.int(20)}`;
  return first;
}

function cepWithQuirks(place: Place, random: RandomStream): string {
  const cep = cepFor(place, random);
  if (random.chance(QUIRK_SHARES.cepMalformed)) return random.pick(MALFORMED_CEPS);
  if (cep.startsWith('0') && random.chance(QUIRK_SHARES.cepMissingZero)) return cep.slice(1);
  return cep;
}

export function addressFor(place: Place, random: RandomStream): Address {
  const tipo = TYPES.pick(random);
  let logradouro = random.pick(STREET_NAMES);
  if (random.chance(QUIRK_SHARES.doubleSpace)) {
    logradouro = logradouro.includes(' ')
      ? logradouro.replace(' ', '  ')
      : `${logradouro}  ${random.pick(STREET_NAMES)}`;
  }
  const numero = random.chance(0.06) ? 'S/N' : String(1 + Math.floor(random.exponential(400)));
  const bairro = random.chance(0.25)
    ? 'CENTRO'
    : random.chance(0.6)
      ? `${random.pick(NEIGHBOURHOOD_PREFIXES)} ${random.pick(NEIGHBOURHOOD_NAMES)}`
      : random.pick(NEIGHBOURHOOD_NAMES);
  return {
    tipo,
    logradouro,
    numero,
    complemento: complementFor(random),
    bairro,
    cep: cepWithQuirks(place, random),
  };
}
