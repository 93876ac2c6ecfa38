// Phones and e-mails: DDD from the municipality, fixed 8-digit numbers starting 2–5, mobiles with
// nine digits starting 9, common providers and company domains, and accountants (per DDD) whose
// phone and e-mail appear on many companies.
import type { CsvBuffer } from './csv-buffer.ts';
import type { Geography, Place } from './geography.ts';
import { hashKey, RandomStream } from './prng.ts';
import { QUIRK_SHARES } from './quirks.ts';
import { EMAIL_PROVIDERS, SURNAMES } from './vocabulary.ts';
import { WeightedPicker } from './weighted.ts';

const PROVIDERS = new WeightedPicker(EMAIL_PROVIDERS);
/** Share of establishments carrying their accountant's e-mail / phone, and clients per accountant. */
const ACCOUNTANT_EMAIL_SHARE = 0.08;
const ACCOUNTANT_PHONE_SHARE = 0.06;
const CLIENTS_PER_ACCOUNTANT = 60;
const MISSING_NINTH = QUIRK_SHARES.mobileMissingNinth;

export type Phone = { ddd: string; number: string };

export function fixedNumber(random: RandomStream): string {
  return `${2 + random.int(4)}${random.digits(7)}`;
}

/** Writes a phone's two fields (DDD, number) with its quirks: DDD with a leading 0, mobile missing
 * the ninth digit, "0" placeholder. Fixed numbers start 2–5 (8 digits), mobiles 96–99 (9 digits). */
export function writePhone(out: CsvBuffer, ddd: string, mobile: boolean, random: RandomStream): void {
  const first = mobile ? 9 : 2 + random.int(4);
  const rest = random.int(mobile ? 40_000_000 : 10_000_000);
  const u = random.float();
  if (u < QUIRK_SHARES.dddLeadingZero) {
    out.raw(random.chance(0.5) ? '0' : '00');
    out.raw(ddd);
  } else out.raw(ddd);
  out.next();
  if (u >= QUIRK_SHARES.dddLeadingZero && u < QUIRK_SHARES.dddLeadingZero + QUIRK_SHARES.phonePlaceholder)
    out.raw('0');
  else if (!mobile) out.digits(first * 10_000_000 + rest);
  else if (u >= QUIRK_SHARES.dddLeadingZero + QUIRK_SHARES.phonePlaceholder && random.chance(MISSING_NINTH))
    out.digits(90_000_000 + (rest % 10_000_000), 8);
  else out.digits(960_000_000 + rest);
}

export function writePhoneText(out: CsvBuffer, phone: Phone): void {
  out.raw(phone.ddd);
  out.next();
  out.raw(phone.number);
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Applies the case mix of the real files: mostly lower, a share upper, a few mixed. */
export function caseEmail(email: string, random: RandomStream): string {
  const u = random.float();
  if (u < QUIRK_SHARES.emailUpper) return email.toUpperCase();
  if (u < QUIRK_SHARES.emailUpper + QUIRK_SHARES.emailMixedCase) {
    return email.replace(/(^|[.@])([a-z])/g, (_, sep: string, ch: string) => `${sep}${ch.toUpperCase()}`);
  }
  return email;
}

export function emailFor(localHint: string, brand: string, random: RandomStream): string {
  const u = random.float();
  const brandSlug = slug(brand) || 'empresa';
  if (u < 0.15)
    return `${random.pick(['contato', 'comercial', 'financeiro', 'adm', 'vendas'])}@${brandSlug}.com.br`;
  const local = u < 0.6 ? slug(localHint) || brandSlug : brandSlug;
  const suffix = random.chance(0.5) ? String(random.int(1000)) : '';
  return `${local}${suffix && random.chance(0.2) ? '.' : ''}${suffix}@${PROVIDERS.pick(random)}`;
}

export type Accountant = { phone: Phone; email: string };

/** Accountant pools per DDD, sized from the DDD's expected share of establishments. */
export class AccountantBook {
  private readonly pools = new Map<string, number>();
  private readonly cache = new Map<number, Accountant>();
  private readonly random = new RandomStream(0);
  /** After `pick`: whether the establishment shows the accountant's e-mail / phone. */
  email = false;
  phone = false;

  constructor(
    geo: Geography,
    size: number,
    private readonly seed: number,
  ) {
    const shares = new Map<string, number>();
    for (const place of geo.places) shares.set(place.ddd, (shares.get(place.ddd) ?? 0) + place.share);
    for (const [ddd, share] of shares) {
      this.pools.set(
        ddd,
        Math.max(1, Math.round((size * share * ACCOUNTANT_EMAIL_SHARE) / CLIENTS_PER_ACCOUNTANT)),
      );
    }
  }

  /** The accountant an establishment uses, or null (most establishments show their own contacts). */
  pick(place: Place, random: RandomStream): Accountant | null {
    this.email = random.chance(ACCOUNTANT_EMAIL_SHARE);
    this.phone = random.chance(ACCOUNTANT_PHONE_SHARE);
    if (!this.email && !this.phone) return null;
    const index = random.int(this.pools.get(place.ddd) ?? 1);
    const id = Number(place.ddd) * 10_000_000 + index;
    let accountant = this.cache.get(id);
    if (!accountant) {
      accountant = this.accountant(place.ddd, index);
      this.cache.set(id, accountant);
    }
    return accountant;
  }

  private accountant(ddd: string, index: number): Accountant {
    const r = this.random.reset(hashKey(this.seed, Number(ddd), index, 9));
    const name = r.chance(0.5) ? r.pick(SURNAMES) : `${r.pick(SURNAMES)}${r.pick(SURNAMES)}`;
    const domain = slug(name);
    const email = r.chance(0.5)
      ? `contato@${domain}contabil.com.br`
      : `${domain}.contabilidade${r.int(100)}@gmail.com`;
    return { phone: { ddd, number: fixedNumber(r) }, email };
  }
}
