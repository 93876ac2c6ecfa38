// The 37 files of a release, their RFB inner names, and how establishments are split into parts:
// part 0 holds 40% (file 0 is the big one in every series, as in reality), parts 1–9 6.67% each.
import { formatDay } from './dates.ts';

export type LookupName = 'Cnaes' | 'Motivos' | 'Municipios' | 'Naturezas' | 'Paises' | 'Qualificacoes';

export type ZipSpec = {
  /** Zip file name, e.g. "Estabelecimentos0.zip". */
  zipName: string;
  /** Name of the CSV inside the zip, e.g. "K3241.K03200Y0.D60914.ESTABELE". */
  innerName: string;
};

/** One unit of work for a worker: a part (its Empresas, Estabelecimentos and Socios zips, written in
 * one pass), the Simples zip, or a lookup zip. */
export type ShardSpec = {
  kind: 'part' | 'simples' | 'lookup';
  files: ZipSpec[];
  part: number;
  lookup?: LookupName;
  /** Relative CPU cost, to schedule the biggest shards first. */
  cost: number;
};

export type ReleaseParams = { size: number; seed: number; releaseDay: number };

export const PART_COUNT = 10;
const PART0_SHARE = 0.4;

/** Establishments per part; they add up to `size` exactly. */
export function partSizes(size: number): number[] {
  const other = Math.floor((size * (1 - PART0_SHARE)) / (PART_COUNT - 1));
  return [size - other * (PART_COUNT - 1), ...Array.from({ length: PART_COUNT - 1 }, () => other)];
}

/** Index of the first company of each part in the release-wide company numbering. */
export function partStarts(size: number): number[] {
  const sizes = partSizes(size);
  return sizes.map((_, k) => sizes.slice(0, k).reduce((a, b) => a + b, 0));
}

/** "D{Y}{MMDD}": last digit of the year, month and day of the extraction (D30114 = 2023-01-14). */
export function rfbDateTag(releaseDay: number): string {
  const ymd = formatDay(releaseDay);
  return `D${ymd.slice(3)}`;
}

const LOOKUP_SUFFIX: Record<LookupName, string> = {
  Cnaes: 'CNAECSV',
  Motivos: 'MOTICSV',
  Municipios: 'MUNICCSV',
  Naturezas: 'NATJUCSV',
  Paises: 'PAISCSV',
  Qualificacoes: 'QUALSCSV',
};

/** Relative CPU cost of one part's three files per unit of share, and of the Simples pass. */
const PART_COST = 5.5;
const SIMPLES_COST = 0.8;

export function releaseShards(releaseDay: number): ShardSpec[] {
  const tag = rfbDateTag(releaseDay);
  const shards: ShardSpec[] = [];
  for (let k = 0; k < PART_COUNT; k++) {
    shards.push({
      kind: 'part',
      part: k,
      files: [
        { zipName: `Empresas${k}.zip`, innerName: `K3241.K03200Y${k}.${tag}.EMPRECSV` },
        { zipName: `Estabelecimentos${k}.zip`, innerName: `K3241.K03200Y${k}.${tag}.ESTABELE` },
        { zipName: `Socios${k}.zip`, innerName: `K3241.K03200Y${k}.${tag}.SOCIOCSV` },
      ],
      cost: PART_COST * (k === 0 ? PART0_SHARE : (1 - PART0_SHARE) / (PART_COUNT - 1)),
    });
  }
  shards.push({
    kind: 'simples',
    part: 0,
    files: [{ zipName: 'Simples.zip', innerName: `F.K03200$W.SIMPLES.CSV.${tag}` }],
    cost: SIMPLES_COST,
  });
  for (const lookup of Object.keys(LOOKUP_SUFFIX) as LookupName[]) {
    shards.push({
      kind: 'lookup',
      part: 0,
      lookup,
      files: [{ zipName: `${lookup}.zip`, innerName: `F.K03200$Z.${tag}.${LOOKUP_SUFFIX[lookup]}` }],
      cost: 0,
    });
  }
  return shards;
}
