// Simples rows (7 columns): every MEI and most small companies, with option and exclusion dates;
// "00000000" for a date that does not apply (as the real file writes it).
import { CompanyCursor, type RowSource } from './company-iterator.ts';
import type { CompanyCore, ModelContext } from './company-model.ts';
import type { CsvBuffer } from './csv-buffer.ts';
import { daysFromCivil, formatDay } from './dates.ts';
import { hashKey, RandomStream } from './prng.ts';
import { PART_COUNT } from './release-plan.ts';

const NONE = '00000000';
const SIMPLES_KINDS = new Set(['individual', 'ltda', 'eireli', 'simple']);
/** Simples Nacional started on 2007-07-01: older companies show that option date. */
const DAY_SIMPLES_START = daysFromCivil(2007, 7, 1);

function between(from: number, to: number, r: RandomStream): number {
  return from + r.int(Math.max(1, to - from));
}

function simplesFields(core: CompanyCore, releaseDay: number, r: RandomStream): string[] | null {
  const active = core.situacao === '02';
  const end = active ? releaseDay : core.situacaoDay;
  if (core.kind === 'mei') {
    const optionDay = core.openingDay;
    if (active && r.chance(0.88))
      return [core.basico, 'S', formatDay(optionDay), NONE, 'S', formatDay(optionDay), NONE];
    const excluded = formatDay(between(optionDay, end, r));
    return [
      core.basico,
      r.chance(0.3) ? 'S' : 'N',
      formatDay(optionDay),
      excluded,
      'N',
      formatDay(optionDay),
      excluded,
    ];
  }
  const small = core.porte === '01' || core.porte === '03';
  const eligible = SIMPLES_KINDS.has(core.kind);
  if (!eligible || !small || !r.chance(0.85)) return null;
  const optionDay = Math.max(core.openingDay, DAY_SIMPLES_START);
  if (optionDay >= end) return [core.basico, 'N', NONE, NONE, 'N', NONE, NONE];
  if (active && r.chance(0.75)) return [core.basico, 'S', formatDay(optionDay), NONE, 'N', NONE, NONE];
  return [core.basico, 'N', formatDay(optionDay), formatDay(between(optionDay, end, r)), 'N', NONE, NONE];
}

/** Walks every part in order (one Simples file for the whole release). */
export class SimplesSource implements RowSource {
  private part = 0;
  private cursor: CompanyCursor;
  private readonly r = new RandomStream(0);

  constructor(private readonly ctx: ModelContext) {
    this.cursor = new CompanyCursor(ctx, 0, true);
  }

  fill(outs: readonly CsvBuffer[]): boolean {
    const out = outs[0] as CsvBuffer;
    const releaseDay = this.ctx.params.releaseDay;
    while (!out.full) {
      if (!this.cursor.advance()) {
        if (++this.part >= PART_COUNT) return true;
        this.cursor = new CompanyCursor(this.ctx, this.part, true);
        continue;
      }
      const core = this.cursor.core;
      if (core.orphan) continue;
      const fields = simplesFields(core, releaseDay, this.r.reset(hashKey(core.key, 6)));
      if (fields) out.row(fields);
    }
    return false;
  }
}
