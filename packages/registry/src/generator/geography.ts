// Where establishments are: states by their share of Brazilian companies, municipalities weighted
// inside the state (the capital heavy, the others on a stable log-normal "size"), and each
// municipality's CEP prefixes inside the state's Correios range.
import { type CodeTables, loadCodeTables, type Municipality } from './code-tables.ts';
import { hashKey, RandomStream } from './prng.ts';
import { WeightedPicker } from './weighted.ts';

/** Share of establishments by state, in percent (close to the real registry's split). */
const STATE_WEIGHTS: Record<string, number> = {
  SP: 28,
  MG: 10.5,
  RJ: 8.3,
  PR: 6.9,
  RS: 6.6,
  BA: 5,
  SC: 4.9,
  GO: 3.5,
  PE: 3.2,
  CE: 3.1,
  PA: 2.2,
  ES: 2.1,
  DF: 2,
  MT: 2,
  MA: 1.6,
  MS: 1.4,
  PB: 1.4,
  RN: 1.3,
  AM: 1.2,
  AL: 1,
  PI: 1,
  RO: 0.8,
  SE: 0.7,
  TO: 0.6,
  AC: 0.25,
  AP: 0.25,
  RR: 0.25,
};

/** Share of the state's establishments in its capital. */
const CAPITAL_SHARE: Record<string, number> = {
  SP: 0.3,
  RJ: 0.45,
  MG: 0.15,
  PR: 0.2,
  RS: 0.18,
  SC: 0.08,
  BA: 0.25,
  GO: 0.3,
  PE: 0.3,
  CE: 0.4,
  DF: 1,
  ES: 0.12,
  PA: 0.3,
  MT: 0.25,
  MS: 0.35,
  MA: 0.3,
  PB: 0.25,
  RN: 0.35,
  AL: 0.45,
  PI: 0.35,
  AM: 0.75,
  SE: 0.4,
  RO: 0.25,
  TO: 0.2,
  AC: 0.5,
  AP: 0.6,
  RR: 0.7,
};

/** Correios CEP ranges by state, as 5-digit prefixes (reference §5.3). */
const CEP_RANGES: Record<string, [number, number]> = {
  SP: [1000, 19999],
  RJ: [20000, 28999],
  ES: [29000, 29999],
  MG: [30000, 39999],
  BA: [40000, 48999],
  SE: [49000, 49999],
  PE: [50000, 56999],
  AL: [57000, 57999],
  PB: [58000, 58999],
  RN: [59000, 59999],
  CE: [60000, 63999],
  PI: [64000, 64999],
  MA: [65000, 65999],
  PA: [66000, 68899],
  AP: [68900, 68999],
  AM: [69000, 69299],
  RR: [69300, 69399],
  AC: [69900, 69999],
  DF: [70000, 72799],
  GO: [73700, 76799],
  RO: [76800, 76999],
  TO: [77000, 77999],
  MT: [78000, 78899],
  MS: [79000, 79999],
  PR: [80000, 87999],
  SC: [88000, 89999],
  RS: [90000, 99999],
};

export type Place = Municipality & { uf: string; cepLo: number; cepSpan: number; share: number };

export type Geography = {
  tables: CodeTables;
  places: Place[];
  statePicker: WeightedPicker<string>;
  municipalityPickers: Map<string, WeightedPicker<Place>>;
  capitals: Map<string, Place>;
  bySiafi: Map<string, Place>;
};

function cepBlock(uf: string, municipality: Municipality): [number, number] {
  const [lo, hi] = CEP_RANGES[uf] ?? [1000, 99999];
  const span = hi - lo + 1;
  const capitalSpan = Math.floor(span * 0.3);
  if (municipality.capital) return [lo, capitalSpan];
  const width = 1 + (hashKey(municipality.ibge, 7) % 3);
  const start = lo + capitalSpan + (hashKey(municipality.ibge, 11) % Math.max(1, span - capitalSpan - width));
  return [start, width];
}

let cached: Geography | undefined;

export function loadGeography(): Geography {
  if (cached) return cached;
  const tables = loadCodeTables();
  const ufByCode = new Map(tables.states.map((s) => [s.code, s.uf]));
  const total = Object.values(STATE_WEIGHTS).reduce((a, b) => a + b, 0);
  const places: Place[] = [];
  const byState = new Map<string, Place[]>();
  for (const m of tables.municipalities) {
    const uf = ufByCode.get(m.ufCode) ?? '';
    const [cepLo, cepSpan] = cepBlock(uf, m);
    // Every field written out (no spread): the objects keep one fast hidden class, read in hot loops.
    const place: Place = {
      siafi: m.siafi,
      ibge: m.ibge,
      name: m.name,
      accentedName: m.accentedName,
      ufCode: m.ufCode,
      capital: m.capital,
      ddd: m.ddd,
      uf,
      cepLo,
      cepSpan,
      share: Number.NaN,
    };
    places.push(place);
    byState.set(uf, [...(byState.get(uf) ?? []), place]);
  }
  const municipalityPickers = new Map<string, WeightedPicker<Place>>();
  const capitals = new Map<string, Place>();
  const random = new RandomStream(0);
  for (const [uf, list] of byState) {
    const capitalShare = CAPITAL_SHARE[uf] ?? 0.3;
    // A stable log-normal "size" for every non-capital municipality (Box–Muller from its IBGE code).
    const sizes = list.map((p) => {
      if (p.capital) return 0;
      random.reset(hashKey(p.ibge, 3));
      const normal = Math.sqrt(-2 * Math.log(1 - random.float())) * Math.cos(2 * Math.PI * random.float());
      return Math.exp(1.4 * normal);
    });
    const others = sizes.reduce((a, b) => a + b, 0) || 1;
    const stateShare = (STATE_WEIGHTS[uf] ?? 0) / total;
    const entries = list.map((p, i): [Place, number] => {
      const inState = p.capital
        ? list.length === 1
          ? 1
          : capitalShare
        : ((sizes[i] ?? 0) / others) * (1 - capitalShare);
      p.share = inState * stateShare;
      if (p.capital) capitals.set(uf, p);
      return [p, inState];
    });
    municipalityPickers.set(uf, new WeightedPicker(entries));
  }
  cached = {
    tables,
    places,
    statePicker: new WeightedPicker(Object.entries(STATE_WEIGHTS)),
    municipalityPickers,
    capitals,
    bySiafi: new Map(places.map((p) => [p.siafi, p])),
  };
  return cached;
}
