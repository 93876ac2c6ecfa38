// Addresses: street type and name, number (S/N sometimes), complement, neighbourhood and CEP,
// with the real quirks (double spaces, ";" in the complement, CEPs missing their leading zero,
// NUL bytes). Written straight into the row buffer.
import type { CsvBuffer } from './csv-buffer.ts';
import type { Place } from './geography.ts';
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
/** "JARDIM SAO JOSE" … every prefix × name, precomputed. */
const PREFIXED_NEIGHBOURHOODS = NEIGHBOURHOOD_PREFIXES.flatMap((p) =>
  NEIGHBOURHOOD_NAMES.map((n) => `${p} ${n}`),
);
const NUL_SHARE = QUIRK_SHARES.nulByte * 3;
/** ";" inside 0.2% of all complementos, i.e. of the 40% that have one. */
const SEMICOLON_SHARE = QUIRK_SHARES.semicolonComplement / 0.4;

/** A text with, rarely, a NUL byte inside (the real files carry a few); `share` 1 forces it. */
export function withNul(text: string, random: RandomStream, share = NUL_SHARE): string {
  if (!text || !random.chance(share)) return text;
  const at = random.int(text.length);
  return `${text.slice(0, at)}\u0000${text.slice(at)}`;
}

function complementFor(random: RandomStream): string {
  const first = `${random.pick(COMPLEMENTS)} ${1 + random.int(random.chance(0.7) ? 30 : 2000)}`;
  if (random.chance(SEMICOLON_SHARE)) return `${first}; ${random.pick(COMPLEMENTS)} ${1 + random.int(9)}`;
  if (random.chance(0.15)) return `${first}  ${random.pick(COMPLEMENTS)} ${1 + random.int(20)}`;
  return first;
}

/** Complemento (40% of addresses): written piece by piece, built as a string only for a NUL byte. */
function writeComplement(out: CsvBuffer, random: RandomStream): void {
  if (random.chance(0.6)) return;
  if (random.chance(NUL_SHARE)) {
    out.raw(withNul(complementFor(random), random, 1));
    return;
  }
  out.raw(random.pick(COMPLEMENTS));
  out.raw(' ');
  out.digits(1 + random.int(random.chance(0.7) ? 30 : 2000));
  if (random.chance(SEMICOLON_SHARE)) {
    out.raw('; ');
    out.raw(random.pick(COMPLEMENTS));
    out.raw(' ');
    out.digits(1 + random.int(9));
  } else if (random.chance(0.15)) {
    out.raw('  ');
    out.raw(random.pick(COMPLEMENTS));
    out.raw(' ');
    out.digits(1 + random.int(20));
  }
}

/** An 8-digit CEP inside the municipality's block, with the malformed and missing-zero quirks. */
function writeCep(out: CsvBuffer, place: Place, random: RandomStream): void {
  const value = (place.cepLo + random.int(place.cepSpan)) * 1000 + random.int(1000);
  if (random.chance(QUIRK_SHARES.cepMalformed)) out.raw(random.pick(MALFORMED_CEPS));
  else if (value < 10_000_000 && random.chance(QUIRK_SHARES.cepMissingZero)) out.digits(value, 7);
  else out.digits(value, 8);
}

/** Writes tipo, logradouro, número, complemento, bairro and CEP (six fields). */
export function writeAddress(out: CsvBuffer, place: Place, random: RandomStream): void {
  out.raw(TYPES.pick(random));
  out.next();
  let logradouro = random.pick(STREET_NAMES);
  if (random.chance(QUIRK_SHARES.doubleSpace)) {
    logradouro = logradouro.includes(' ')
      ? logradouro.replace(' ', '  ')
      : `${logradouro}  ${random.pick(STREET_NAMES)}`;
  }
  out.raw(logradouro);
  out.next();
  if (random.chance(0.06)) out.raw('S/N');
  else out.digits(1 + Math.floor(random.exponential(400)));
  out.next();
  writeComplement(out, random);
  out.next();
  out.raw(
    random.chance(0.25)
      ? 'CENTRO'
      : random.chance(0.6)
        ? random.pick(PREFIXED_NEIGHBOURHOODS)
        : random.pick(NEIGHBOURHOOD_NAMES),
  );
  out.next();
  writeCep(out, place, random);
}
