// Walks the companies of one part in order until the part's establishments are used up; every shard
// of the part (Empresas, Estabelecimentos, Socios) and the Simples shard walk the same sequence.
import { type CompanyCore, companyCore, type ModelContext } from './company-model.ts';
import type { CsvBuffer } from './csv-buffer.ts';
import { brandFor } from './names.ts';
import { hashKey, RandomStream } from './prng.ts';
import { partSizes } from './release-plan.ts';

/** Writes rows into one buffer per output file until one of them is full; `fill` returns true when done. */
export type RowSource = { fill(outs: readonly CsvBuffer[]): boolean };

/** A resumable walk over the companies of a part (a class, not a generator: cheaper per company). */
export class CompanyCursor {
  private index = 0;
  private used = 0;
  private readonly quota: number;
  /** The current company, after `advance()` returned true. */
  core!: CompanyCore;
  /** How many of its establishments fall inside the part's quota. */
  establishments = 0;

  constructor(
    private readonly ctx: ModelContext,
    private readonly part: number,
    /** Cores without activity and place (see `companyCore`). */
    private readonly lite = false,
  ) {
    this.quota = partSizes(ctx.params.size)[part] ?? 0;
  }

  advance(): boolean {
    if (this.used >= this.quota) return false;
    this.core = companyCore(this.ctx, this.part, this.index++, this.lite);
    this.establishments = Math.min(this.core.branches, this.quota - this.used);
    this.used += this.establishments;
    return true;
  }
}

const brandRandom = new RandomStream(0);

/** The company's brand word(s), shared by its razão social and its establishments' nome fantasia. */
export function brandOf(core: CompanyCore): string {
  return brandFor(brandRandom.reset(hashKey(core.key, 55)));
}
