// Walks the companies of one part in order until the part's establishments are used up; every shard
// of the part (Empresas, Estabelecimentos, Socios) and the Simples shard walk the same sequence.
import { type CompanyCore, companyCore, type ModelContext } from './company-model.ts';
import { brandFor } from './names.ts';
import { hashKey, RandomStream } from './prng.ts';
import { partSizes } from './release-plan.ts';

export type CompanySlot = { core: CompanyCore; establishments: number };

export function* companiesOfPart(ctx: ModelContext, part: number): Generator<CompanySlot> {
  const quota = partSizes(ctx.params.size)[part] ?? 0;
  let used = 0;
  for (let index = 0; used < quota; index++) {
    const core = companyCore(ctx, part, index);
    const establishments = Math.min(core.branches, quota - used);
    used += establishments;
    yield { core, establishments };
  }
}

const brandRandom = new RandomStream(0);

/** The company's brand word(s), shared by its razão social and its establishments' nome fantasia. */
export function brandOf(core: CompanyCore): string {
  return brandFor(brandRandom.reset(hashKey(core.key, 55)));
}

/** Every field quoted, ";" between fields, LF line end (as the Receita Federal files). */
export function csvLine(fields: readonly string[]): string {
  return `"${fields.join('";"')}"\n`;
}
