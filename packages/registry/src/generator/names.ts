// Names of people and companies, upper case without accents (a few accented words on purpose).
import type { CompanyCore } from './company-model.ts';
import { daysFromCivil } from './dates.ts';
import { padDigits } from './number-text.ts';
import { hashKey, RandomStream } from './prng.ts';
import {
  ACCENTED_ACTIVITY,
  ACTIVITY_WORDS,
  ACTIVITY_WORDS_BY_CLASS,
  BRAND_WORDS,
  FIRST_NAMES_FEMALE,
  FIRST_NAMES_MALE,
  GENERIC_ACTIVITY,
  NAME_LINKS,
  NEIGHBOURHOOD_NAMES,
  SURNAMES,
} from './vocabulary.ts';

export type Person = { name: string; firstName: string; cpf: string; birthYear: number };

const personRandom = new RandomStream(0);

/** CPF check digits of a 9-digit base given as a number. */
function cpfDigits(base: number): number {
  let first = 0;
  let second = 0;
  let n = base;
  // Digits from the right: the i-th from the left weighs 10 - i (first) and 11 - i (second).
  for (let weight = 2; weight <= 10; weight++) {
    const digit = n % 10;
    n = Math.floor(n / 10);
    first += digit * weight;
    second += digit * (weight + 1);
  }
  const r1 = (first * 10) % 11;
  const d1 = r1 === 10 ? 0 : r1;
  const r2 = ((second + d1 * 2) * 10) % 11;
  return d1 * 10 + (r2 === 10 ? 0 : r2);
}

/** A person fully determined by their key: name, a valid CPF and a birth year. */
export function personFor(key: number, releaseYear: number): Person {
  const r = personRandom.reset(key);
  const names = r.chance(0.45) ? FIRST_NAMES_FEMALE : FIRST_NAMES_MALE;
  const firstName = r.pick(names);
  let name = firstName;
  const middle = r.pick(names);
  if (middle !== firstName && r.chance(0.35)) name = `${name} ${middle}`;
  if (r.chance(0.4)) name = `${name} ${r.pick(NAME_LINKS)}`;
  name = `${name} ${r.pick(SURNAMES)}`;
  if (r.chance(0.6)) name = `${name} ${r.pick(SURNAMES)}`;
  let base = r.int(1_000_000_000);
  // 000000000, 111111111 … are not valid CPF bases: the first digit becomes 1.
  if (base % 111_111_111 === 0) base = 100_000_000 + (base % 100_000_000);
  const birthYear = releaseYear - 18 - Math.floor(r.exponential(14)) - r.int(8);
  return { name, firstName, cpf: `${padDigits(base, 9)}${padDigits(cpfDigits(base), 2)}`, birthYear };
}

const SYLLABLES = [
  'KA',
  'LO',
  'MI',
  'RA',
  'TE',
  'VI',
  'NO',
  'SA',
  'BE',
  'LU',
  'DO',
  'ZA',
  'PRI',
  'TRA',
  'NE',
  'GO',
  'MAR',
  'VEN',
];

export function brandFor(random: RandomStream): string {
  const u = random.float();
  if (u < 0.45) return random.pick(BRAND_WORDS);
  if (u < 0.7) return random.pick(SURNAMES);
  const count = 2 + random.int(2);
  let word = '';
  for (let i = 0; i < count; i++) word += random.pick(SYLLABLES);
  return word;
}

export function activityFor(cnae: string, random: RandomStream): string {
  if (random.chance(0.02)) return random.pick(ACCENTED_ACTIVITY);
  return random.pick(
    ACTIVITY_WORDS_BY_CLASS[cnae.slice(0, 4)] ?? ACTIVITY_WORDS[cnae.slice(0, 2)] ?? GENERIC_ACTIVITY,
  );
}

/** "41330504" → "41.330.504" (as newer MEI names start). */
export function formatRoot(basico: string): string {
  return `${basico.slice(0, 2)}.${basico.slice(2, 5)}.${basico.slice(5, 8)}`;
}

/** The owner's first name alone (the first two draws of `personFor`, without the rest). */
export function ownerFirstName(core: CompanyCore): string {
  const r = personRandom.reset(hashKey(core.key, 77));
  return r.pick(r.chance(0.45) ? FIRST_NAMES_FEMALE : FIRST_NAMES_MALE);
}

export function ownerOf(core: CompanyCore, releaseYear: number): Person {
  return personFor(hashKey(core.key, 77), releaseYear);
}

const DAY_2021 = daysFromCivil(2021, 1, 1);
const DAY_2010 = daysFromCivil(2010, 1, 1);

export function razaoSocial(
  core: CompanyCore,
  random: RandomStream,
  releaseYear: number,
  brand: string,
): string {
  const activity = activityFor(core.cnae, random);
  const city = core.place?.name ?? 'EXTERIOR';
  switch (core.kind) {
    case 'mei': {
      const owner = ownerOf(core, releaseYear);
      if (core.openingDay >= DAY_2021 && random.chance(0.8))
        return `${formatRoot(core.basico)} ${owner.name}`;
      return `${owner.name} ${owner.cpf}`;
    }
    case 'individual': {
      const owner = ownerOf(core, releaseYear);
      return random.chance(0.3) ? `${owner.name} - ME` : owner.name;
    }
    case 'ltda':
    case 'eireli': {
      const suffix = core.kind === 'eireli' ? 'EIRELI' : 'LTDA';
      const tail =
        core.openingDay < DAY_2010 && random.chance(0.25) ? ` - ${core.porte === '03' ? 'EPP' : 'ME'}` : '';
      const u = random.float();
      if (u < 0.5) return `${brand} ${activity} ${suffix}${tail}`;
      if (u < 0.75) return `${random.pick(SURNAMES)} & ${random.pick(SURNAMES)} ${activity} ${suffix}${tail}`;
      const initials = `${String.fromCharCode(65 + random.int(26))} ${String.fromCharCode(65 + random.int(26))}`;
      return `${initials} ${activity} ${suffix}${tail}`;
    }
    case 'simple':
      return random.chance(0.5)
        ? `${random.pick(SURNAMES)} E ${random.pick(SURNAMES)} ADVOGADOS ASSOCIADOS`
        : `${brand} ${activity} S/S`;
    case 'sa':
      return random.chance(0.5) ? `${brand} ${activity} S.A.` : `${brand} PARTICIPACOES S/A`;
    case 'association':
      return random.chance(0.4)
        ? `ASSOCIACAO DE MORADORES DO BAIRRO ${random.pick(NEIGHBOURHOOD_NAMES)}`
        : `ASSOCIACAO ${brand}`;
    case 'condo':
      return `CONDOMINIO ${random.chance(0.5) ? 'EDIFICIO' : 'RESIDENCIAL'} ${brand}`;
    case 'religious':
      return random.chance(0.6)
        ? `IGREJA EVANGELICA ${brand}`
        : `PAROQUIA ${random.pick(['SAO JOSE', 'SANTO ANTONIO', 'NOSSA SENHORA APARECIDA', 'SAO PEDRO'])}`;
    case 'public':
      return random.pick([
        `MUNICIPIO DE ${city}`,
        `CAMARA MUNICIPAL DE ${city}`,
        `FUNDO MUNICIPAL DE SAUDE DE ${city}`,
      ]);
    case 'coop':
      return `COOPERATIVA ${random.chance(0.5) ? 'DE CREDITO' : 'AGROPECUARIA'} ${brand}`;
    case 'foundation':
      return `FUNDACAO ${brand}`;
  }
}

/** Nome fantasia: empty for most rows, else the brand, sometimes with the activity. */
export function nomeFantasia(core: CompanyCore, random: RandomStream, brand: string): string {
  if (random.chance(0.55)) return '';
  return random.chance(0.5) ? brand : `${brand} ${activityFor(core.cnae, random)}`;
}
