// Empresas rows (7 columns): root, razão social, natureza, qualificação of the responsible person,
// capital social (comma decimals), porte, ente federativo (natureza 1xxx only).
import { brandOf } from './company-iterator.ts';
import type { CompanyCore, ModelContext } from './company-model.ts';
import type { CsvBuffer } from './csv-buffer.ts';
import { formatDay } from './dates.ts';
import { razaoSocial } from './names.ts';
import { hashKey, RandomStream } from './prng.ts';
import { DUPLICATE_COMPANY_INDEX, QUIRK_SHARES } from './quirks.ts';

function responsibleQualification(core: CompanyCore, random: RandomStream): string {
  switch (core.kind) {
    case 'mei':
    case 'individual':
      return '50';
    case 'ltda':
    case 'simple':
      return random.chance(0.8) ? '49' : '05';
    case 'eireli':
      return random.chance(0.6) ? '65' : '49';
    case 'sa':
      return random.chance(0.6) ? '10' : '16';
    case 'condo':
      return '19';
    case 'public':
      return '05';
    default:
      return random.chance(0.7) ? '16' : '10';
  }
}

function formatMoney(value: number, cents: boolean, random: RandomStream): string {
  return `${Math.round(value)},${cents ? String(random.int(100)).padStart(2, '0') : '00'}`;
}

/** Log-normal-ish amount around `median`, rounded to `step`. */
function lognormal(random: RandomStream, median: number, spread: number, step: number): number {
  const value = median * Math.exp(spread * (random.float() + random.float() + random.float() - 1.5) * 2);
  return Math.max(step, Math.round(value / step) * step);
}

/** Capital social by kind and porte, log-normal around typical values, mostly round figures. */
export function capitalSocial(core: CompanyCore, random: RandomStream): string {
  const u = random.float();
  if (u < QUIRK_SHARES.negativeCapital) return `-${formatMoney(1000 * (1 + random.int(50)), false, random)}`;
  if (u < QUIRK_SHARES.negativeCapital + QUIRK_SHARES.sentinelCapital) return '999999999999,00';
  const cents = random.chance(0.08);
  switch (core.kind) {
    case 'mei':
      return random.chance(0.5) ? '0,00' : formatMoney(lognormal(random, 5000, 0.8, 500), cents, random);
    case 'individual':
      return random.chance(0.3) ? '0,00' : formatMoney(lognormal(random, 10000, 1, 1000), cents, random);
    case 'association':
    case 'condo':
    case 'religious':
    case 'public':
    case 'foundation':
      return random.chance(0.9) ? '0,00' : formatMoney(lognormal(random, 10000, 1, 1000), cents, random);
    case 'sa':
      return formatMoney(lognormal(random, 5_000_000, 1.5, 1000), cents, random);
    default: {
      const median =
        core.branches > 5
          ? 2_000_000
          : core.porte === '05'
            ? 300_000
            : core.porte === '03'
              ? 150_000
              : 20_000;
      return formatMoney(lognormal(random, median, 1.1, 1000), cents, random);
    }
  }
}

function enteFederativo(core: CompanyCore): string {
  if (!core.natureza.startsWith('1') || !core.place) return '';
  return `${core.place.accentedName} - ${core.place.uf}`;
}

const empresaRandom = new RandomStream(0);

/** Razão social exactly as Empresas writes it (Socios reuses it for companies that are partners). */
export function companyName(core: CompanyCore, releaseYear: number): string {
  const name = razaoSocial(core, empresaRandom.reset(hashKey(core.key, 3)), releaseYear, brandOf(core));
  return empresaRandom.chance(QUIRK_SHARES.doubleSpace) ? name.replace(' ', '  ') : name;
}

/** Writes the Empresas row of a company (and the one duplicated junk row of the release). */
export class CompanyRows {
  private readonly releaseYear: number;
  private readonly r = new RandomStream(0);

  constructor(ctx: ModelContext) {
    this.releaseYear = Number(formatDay(ctx.params.releaseDay).slice(0, 4));
  }

  write(out: CsvBuffer, core: CompanyCore): void {
    const r = this.r;
    const name = companyName(core, this.releaseYear);
    r.reset(hashKey(core.key, 4));
    out.open();
    out.raw(core.basico);
    out.next();
    out.raw(name);
    out.next();
    out.raw(core.natureza);
    out.next();
    out.raw(responsibleQualification(core, r));
    out.next();
    out.raw(capitalSocial(core, r));
    out.next();
    out.raw(core.porte);
    out.next();
    out.raw(enteFederativo(core));
    out.close();
    if (core.part === 0 && core.index === DUPLICATE_COMPANY_INDEX)
      out.row([core.basico, name, '0000', '00', '0,00', '00', '']);
  }
}
