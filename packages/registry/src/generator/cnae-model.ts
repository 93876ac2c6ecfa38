// Principal and secondary CNAE choice: a skewed head of the activities that dominate the real registry
// (retail, food, beauty, construction, transport, services) plus a Zipf tail over every subclass.
import { loadCodeTables } from './code-tables.ts';
import { hashKey, type RandomStream } from './prng.ts';
import { WeightedPicker } from './weighted.ts';

const HEAD: readonly (readonly [string, number])[] = [
  ['4781400', 6],
  ['9602501', 5],
  ['5611203', 3],
  ['4712100', 3],
  ['7319002', 2.5],
  ['5611201', 2.5],
  ['4399103', 2.5],
  ['8219999', 2],
  ['4930202', 2],
  ['4930201', 1.5],
  ['4723700', 1.5],
  ['4789099', 1.5],
  ['5620104', 1.5],
  ['4520001', 1.5],
  ['9602502', 1.5],
  ['4744005', 1],
  ['4721102', 1],
  ['4772500', 1],
  ['4771701', 1],
  ['8630504', 1],
  ['6911701', 1],
  ['8599699', 1],
  ['1412601', 1],
  ['4321500', 1],
  ['4120400', 1.2],
  ['5320202', 1],
  ['7020400', 1],
  ['6810202', 1],
  ['8299799', 1],
  ['4724500', 0.8],
  ['4530703', 0.8],
  ['4330404', 0.8],
  ['7490104', 0.8],
  ['8211300', 0.8],
  ['4782201', 0.8],
  ['4729699', 0.8],
  ['5612100', 0.8],
  ['5611204', 0.8],
  ['6920601', 0.7],
  ['8599604', 0.7],
  ['8121400', 0.7],
  ['4711302', 0.7],
  ['9313100', 0.6],
  ['8630503', 0.6],
  ['6201501', 0.5],
  ['6204000', 0.5],
  ['4751201', 0.5],
  ['4753900', 0.5],
  ['4755502', 0.5],
  ['4759899', 0.5],
  ['1091102', 0.5],
  ['0151201', 0.5],
  ['4923001', 0.5],
  ['6821801', 0.5],
  ['7112000', 0.5],
  ['7319003', 0.5],
  ['8650004', 0.4],
  ['9511800', 0.4],
  ['8230001', 0.4],
  ['7420001', 0.4],
  ['4774100', 0.3],
  ['4763601', 0.3],
  ['5611205', 0.3],
  ['4541206', 0.3],
  ['7711000', 0.3],
  ['7111100', 0.3],
  ['8690999', 0.3],
  ['9001999', 0.3],
  ['9529199', 0.3],
  ['4929901', 0.3],
  ['9601701', 0.2],
  ['8011101', 0.2],
];

/** Principal activities forced by the legal nature of non-business entities. */
export const CNAES_BY_KIND: Record<string, readonly string[]> = {
  association: ['9430800', '9493600', '9499500', '9411100', '9420100', '9412099'],
  religious: ['9491000'],
  condo: ['8112500'],
  public: ['8411600'],
  coop: ['6424703', '8299799', '4930202'],
  foundation: ['9430800', '9499500'],
};

export type CnaeModel = {
  principal: WeightedPicker<string>;
  byDivision: Map<string, string[]>;
  known: Set<string>;
  /** CNAES_BY_KIND restricted to known codes (empty: no forced activity). */
  forced: Map<string, readonly string[]>;
};

let cached: CnaeModel | undefined;

export function loadCnaeModel(): CnaeModel {
  if (cached) return cached;
  const codes = loadCodeTables().cnaes.map((c) => c.code);
  const known = new Set(codes);
  const head = HEAD.filter(([code]) => known.has(code));
  const headTotal = head.reduce((sum, [, w]) => sum + w, 0);
  // Tail: 30% of the mass over every subclass, Zipf over a stable pseudo-random rank.
  const ranked = [...codes].sort((a, b) => hashKey(Number(a), 5) - hashKey(Number(b), 5));
  const harmonic = ranked.reduce((sum, _, i) => sum + 1 / (i + 1), 0);
  const tail = ranked.map((code, i): [string, number] => [
    code,
    (0.3 * headTotal) / 0.7 / harmonic / (i + 1),
  ]);
  const byDivision = new Map<string, string[]>();
  for (const code of codes) {
    const division = code.slice(0, 2);
    byDivision.set(division, [...(byDivision.get(division) ?? []), code]);
  }
  const forced = new Map(
    Object.entries(CNAES_BY_KIND).map(([kind, list]) => [kind, list.filter((code) => known.has(code))]),
  );
  cached = { principal: new WeightedPicker([...head, ...tail]), byDivision, known, forced };
  return cached;
}

export function pickPrincipalCnae(model: CnaeModel, kind: string, random: RandomStream): string {
  const forced = model.forced.get(kind);
  if (forced && forced.length > 0) return random.pick(forced);
  return model.principal.pick(random);
}

/** Secondary list: none for 55% of establishments, else 1..40 codes, often of the same division. */
export function pickSecondaryCnaes(model: CnaeModel, principal: string, random: RandomStream): string[] {
  if (random.chance(0.55)) return [];
  const count = Math.min(40, 1 + Math.floor(random.exponential(2.2)));
  const sameDivision = model.byDivision.get(principal.slice(0, 2)) ?? [];
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const code =
      sameDivision.length > 1 && random.chance(0.55)
        ? random.pick(sameDivision)
        : model.principal.pick(random);
    if (code !== principal && !out.includes(code)) out.push(code);
  }
  return out;
}
