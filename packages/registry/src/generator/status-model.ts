// Legal nature, porte and situação cadastral distributions.
import type { CompanyKind } from './company-model.ts';
import type { RandomStream } from './prng.ts';
import { WeightedPicker } from './weighted.ts';

const KINDS = new WeightedPicker<CompanyKind>([
  ['mei', 36],
  ['individual', 10],
  ['ltda', 33],
  ['eireli', 3],
  ['simple', 1.5],
  ['sa', 0.9],
  ['association', 5.5],
  ['condo', 1.5],
  ['religious', 1.2],
  ['public', 0.2],
  ['coop', 0.3],
  ['foundation', 0.2],
]);
const CHAIN_KINDS = new WeightedPicker<CompanyKind>([
  ['ltda', 70],
  ['sa', 20],
  ['coop', 3],
  ['association', 4],
  ['public', 3],
]);

export function pickKind(random: RandomStream, branches: number): CompanyKind {
  if (branches > 5) return CHAIN_KINDS.pick(random);
  const kind = KINDS.pick(random);
  return branches > 1 && (kind === 'mei' || kind === 'individual') ? 'ltda' : kind;
}

export function pickPorte(random: RandomStream, kind: CompanyKind, branches: number): string {
  if (branches > 5 || kind === 'sa') return '05';
  const u = random.float();
  switch (kind) {
    case 'mei':
    case 'individual':
      return u < 0.97 ? '01' : u < 0.99 ? '03' : '00';
    case 'ltda':
    case 'eireli':
    case 'simple':
      return u < 0.65 ? '01' : u < 0.73 ? '03' : u < 0.995 ? '05' : '00';
    default:
      return u < 0.85 ? '05' : u < 0.9 ? '01' : '00';
  }
}

type Status = { situacao: string; situacaoDay: number; motivo: string };

const BAIXADA_MOTIVOS = new WeightedPicker<string>([
  ['01', 65],
  ['71', 15],
  ['80', 5],
  ['02', 4],
  ['54', 3],
  ['73', 3],
  ['03', 1],
  ['09', 1],
  ['04', 0.5],
]);
const MEI_BAIXADA_MOTIVOS = new WeightedPicker<string>([
  ['01', 80],
  ['70', 5],
  ['75', 5],
  ['71', 5],
  ['80', 5],
]);
const INAPTA_MOTIVOS = new WeightedPicker<string>([
  ['63', 80],
  ['14', 10],
  ['15', 5],
  ['66', 5],
]);
const SUSPENSA_MOTIVOS = new WeightedPicker<string>([
  ['18', 40],
  ['61', 30],
  ['74', 30],
]);
const NULA_MOTIVOS = new WeightedPicker<string>([
  ['11', 40],
  ['16', 30],
  ['12', 20],
  ['34', 10],
]);

function laterDay(random: RandomStream, openingDay: number, age: number): number {
  return openingDay + 1 + random.int(Math.max(1, age - 1));
}

/** About half active; the rest mostly BAIXADA, some INAPTA, few SUSPENSA and NULA. */
export function pickSituacao(
  random: RandomStream,
  kind: CompanyKind,
  branches: number,
  openingDay: number,
  releaseDay: number,
): Status {
  const age = releaseDay - openingDay;
  const u = random.float();
  const activeShare = branches > 5 ? 0.9 : age < 365 ? 0.85 : 0.49;
  if (u < activeShare) {
    return {
      situacao: '02',
      situacaoDay: random.chance(0.7) ? openingDay : laterDay(random, openingDay, age),
      motivo: '00',
    };
  }
  const v = (u - activeShare) / (1 - activeShare);
  if (v < 0.8) {
    const motivo = (kind === 'mei' ? MEI_BAIXADA_MOTIVOS : BAIXADA_MOTIVOS).pick(random);
    return { situacao: '08', situacaoDay: laterDay(random, openingDay, age), motivo };
  }
  if (v < 0.97)
    return {
      situacao: '04',
      situacaoDay: laterDay(random, openingDay, age),
      motivo: INAPTA_MOTIVOS.pick(random),
    };
  if (v < 0.985)
    return {
      situacao: '03',
      situacaoDay: laterDay(random, openingDay, age),
      motivo: SUSPENSA_MOTIVOS.pick(random),
    };
  return {
    situacao: '01',
    situacaoDay: laterDay(random, openingDay, age),
    motivo: NULA_MOTIVOS.pick(random),
  };
}
