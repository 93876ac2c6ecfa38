// Phones and e-mails: DDD from the municipality, fixed 8-digit numbers starting 2–5, mobiles with
// nine digits starting 9, common providers and company domains, and accountants (per DDD) whose
// phone and e-mail appear on many companies.
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

export type Phone = { ddd: string; number: string };

export function fixedNumber(random: RandomStream): string {
  return `${2 + random.int(4)}${random.digits(7)}`;
}

export function mobileNumber(random: RandomStream): string {
  return `9${6 + random.int(4)}${random.digits(7)}`;
}

/** A phone with its quirks: DDD with a leading 0, mobile missing the ninth digit, "0" placeholder. */
export function phoneFor(place: Place, mobile: boolean, random: RandomStream): Phone {
  let ddd = place.ddd;
  let number = mobile ? mobileNumber(random) : fixedNumber(random);
  const u = random.float();
  if (u < QUIRK_SHARES.dddLeadingZero) ddd = random.chance(0.5) ? `0${ddd}` : `00${ddd}`;
  else if (u < QUIRK_SHARES.dddLeadingZero + QUIRK_SHARES.phonePlaceholder) number = '0';
  else if (mobile && random.chance(QUIRK_SHARES.mobileMissingNinth)) number = `9${number.slice(2)}`;
  return { ddd, number };
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
  private readonly random = new RandomStream(0);

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
  pick(
    place: Place,
    random: RandomStream,
  ): { accountant: Accountant; email: boolean; phone: boolean } | null {
    const email = random.chance(ACCOUNTANT_EMAIL_SHARE);
    const phone = random.chance(ACCOUNTANT_PHONE_SHARE);
    if (!email && !phone) return null;
    const index = random.int(this.pools.get(place.ddd) ?? 1);
    const r = this.random.reset(hashKey(this.seed, Number(place.ddd), index, 9));
    const name = r.chance(0.5) ? r.pick(SURNAMES) : `${r.pick(SURNAMES)}${r.pick(SURNAMES)}`;
    const domain = slug(name);
    const mail = r.chance(0.5)
      ? `contato@${domain}contabil.com.br`
      : `${domain}.contabilidade${r.int(100)}@gmail.com`;
    return { accountant: { phone: { ddd: place.ddd, number: fixedNumber(r) }, email: mail }, email, phone };
  }
}
