// The core of one company, regenerated identically by every shard from (seed, part, index):
// root, legal nature, size, status, dates, activity, place and branch count.
import { cnpjCheckDigits } from '@prospecta/contracts/cnpj';
import { type CnaeModel, loadCnaeModel, pickPrincipalCnae } from './cnae-model.ts';
import { daysFromCivil } from './dates.ts';
import { type Geography, loadGeography, type Place } from './geography.ts';
import { padDigits } from './number-text.ts';
import { hashKey, mix32, RandomStream } from './prng.ts';
import { QUIRK_SHARES, UNKNOWN_MUNICIPIO } from './quirks.ts';
import { partStarts, type ReleaseParams } from './release-plan.ts';
import { pickKind, pickPorte, pickSituacao } from './status-model.ts';

export type CompanyKind =
  | 'mei'
  | 'individual'
  | 'ltda'
  | 'eireli'
  | 'simple'
  | 'sa'
  | 'association'
  | 'condo'
  | 'religious'
  | 'public'
  | 'coop'
  | 'foundation';

export type CompanyCore = {
  part: number;
  index: number;
  key: number;
  basico: string;
  alphanumeric: boolean;
  orphan: boolean;
  branches: number;
  kind: CompanyKind;
  natureza: string;
  porte: string;
  openingDay: number;
  situacao: string;
  situacaoDay: number;
  motivo: string;
  cnae: string;
  /** null for companies abroad (uf EX). */
  place: Place | null;
};

export const DAY_1960 = daysFromCivil(1960, 1, 1);
const DAY_MEI_START = daysFromCivil(2009, 7, 1);

export type ModelContext = {
  params: ReleaseParams;
  starts: number[];
  geo: Geography;
  cnaes: CnaeModel;
};

export function createModelContext(params: ReleaseParams): ModelContext {
  if (params.size > 99_000_000) throw new Error('--size acima de 99 milhões não é suportado');
  return { params, starts: partStarts(params.size), geo: loadGeography(), cnaes: loadCnaeModel() };
}

/** A keyed bijection on [0, 10^8) (4-round Feistel over two base-10^4 halves). */
function permuteRoot(value: number, seed: number): number {
  let left = Math.floor(value / 10000);
  let right = value % 10000;
  for (let round = 0; round < 4; round++) {
    // Masked to 31 bits so the modulo stays an integer operation (any round function keeps the bijection).
    const next =
      (left + ((mix32(Math.imul(seed, round + 1) ^ (right + 0x632be5ab * round)) & 0x7fffffff) % 10000)) %
      10000;
    left = right;
    right = next;
  }
  return left * 10000 + right;
}

function rootFor(global: number, seed: number, alphanumeric: boolean, key: number): string {
  const digits = padDigits(permuteRoot(global, seed), 8);
  if (!alphanumeric) return digits;
  // Two digits become letters A–T; the digit stays recoverable, so roots stay unique.
  const first = String.fromCharCode(65 + digits.charCodeAt(2) - 48 + 10 * (key & 1));
  const second = String.fromCharCode(65 + digits.charCodeAt(5) - 48 + 10 * ((key >>> 1) & 1));
  return `${digits.slice(0, 2)}${first}${digits.slice(3, 5)}${second}${digits.slice(6)}`;
}

/** How many establishments a company has: mostly one, a tail of small networks and a few chains. */
function drawBranches(random: RandomStream): number {
  const u = random.float();
  if (u < 0.00003) return 100 + Math.floor(random.exponential(150));
  if (u < 0.00063) return 6 + Math.floor(random.exponential(9));
  if (u < 0.00963) return 2 + Math.floor(random.exponential(1.2));
  return 1;
}

export function openingDayFor(random: RandomStream, releaseDay: number, minDay: number): number {
  const span = releaseDay - minDay;
  const age = Math.floor(random.exponential(12 * 365.25));
  return age < span ? releaseDay - age : minDay + random.int(span);
}

export function pickPlace(ctx: ModelContext, random: RandomStream): Place | null {
  if (random.chance(0.0024)) return null;
  const { geo } = ctx;
  if (random.chance(QUIRK_SHARES.unknownMunicipio)) return geo.bySiafi.get(UNKNOWN_MUNICIPIO) ?? null;
  const uf = geo.statePicker.pick(random);
  return geo.municipalityPickers.get(uf)?.pick(random) ?? null;
}

const coreRandom = new RandomStream(0);

/** `lite` skips the last two draws (activity and place) for passes that do not need them (Simples). */
export function companyCore(ctx: ModelContext, part: number, index: number, lite = false): CompanyCore {
  const { seed, releaseDay } = ctx.params;
  const key = hashKey(seed, part, index, 1);
  const r = coreRandom.reset(key);
  const global = (ctx.starts[part] ?? 0) + index;
  const alphanumeric = r.chance(QUIRK_SHARES.alphanumericCnpj);
  const orphan = r.chance(QUIRK_SHARES.orphanCompany);
  const branches = drawBranches(r);
  let kind = pickKind(r, branches);
  let openingDay = openingDayFor(r, releaseDay, DAY_1960);
  if (alphanumeric) openingDay = releaseDay - r.int(365);
  if (kind === 'mei' && openingDay < DAY_MEI_START) kind = 'individual';
  const status = pickSituacao(r, kind, branches, openingDay, releaseDay);
  return {
    part,
    index,
    key,
    basico: rootFor(global, seed, alphanumeric, key),
    alphanumeric,
    orphan,
    branches,
    kind,
    natureza: naturezaFor(kind, r),
    porte: pickPorte(r, kind, branches),
    openingDay,
    situacao: status.situacao,
    situacaoDay: status.situacaoDay,
    motivo: status.motivo,
    cnae: lite ? '' : pickPrincipalCnae(ctx.cnaes, kind, r),
    place: lite ? null : pickPlace(ctx, r),
  };
}

const NATUREZAS: Record<CompanyKind, readonly string[]> = {
  mei: ['2135'],
  individual: ['2135', '2135', '2135', '4014', '2321'],
  ltda: ['2062'],
  eireli: ['2305', '2313'],
  simple: ['2240', '2240', '2232'],
  sa: ['2054', '2054', '2054', '2046', '2038'],
  association: ['3999', '3999', '3131', '3301'],
  condo: ['3085', '3085', '3310'],
  religious: ['3220'],
  public: ['1031', '1244', '1066', '1120'],
  coop: ['2143', '2330'],
  foundation: ['3069'],
};

function naturezaFor(kind: CompanyKind, random: RandomStream): string {
  return random.pick(NATUREZAS[kind]);
}

const DV_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const DV_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3];

/** The two check digits (0..99) of root + ordem, without building the 12-character base
 * (same rule as `cnpjCheckDigits`: a character's value is its code minus 48). */
export function cnpjDv(basico: string, ordem: number): number {
  let first = 0;
  let second = 0;
  for (let i = 0; i < 8; i++) {
    const v = basico.charCodeAt(i) - 48;
    first += v * (DV_WEIGHTS_1[i] as number);
    second += v * (DV_WEIGHTS_2[i] as number);
  }
  for (let i = 11, n = ordem; i >= 8; i--, n = Math.floor(n / 10)) {
    const v = n % 10;
    first += v * (DV_WEIGHTS_1[i] as number);
    second += v * (DV_WEIGHTS_2[i] as number);
  }
  const r1 = first % 11;
  const d1 = r1 < 2 ? 0 : 11 - r1;
  const r2 = (second + d1 * 2) % 11;
  return d1 * 10 + (r2 < 2 ? 0 : 11 - r2);
}

/** The full 14-character CNPJ of establishment `ordem` (1 = matriz). */
export function cnpjOf(basico: string, ordem: number): { ordem: string; dv: string } {
  const ordemText = String(ordem).padStart(4, '0');
  return { ordem: ordemText, dv: cnpjCheckDigits(`${basico}${ordemText}`) };
}
