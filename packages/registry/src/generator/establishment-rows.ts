// Estabelecimentos rows (30 columns). Branches of a company share its brand and mostly its place.
import { withNul, writeAddress } from './address.ts';
import { pickSecondaryCnaes } from './cnae-model.ts';
import { brandOf } from './company-iterator.ts';
import { type CompanyCore, cnpjDv, type ModelContext, openingDayFor, pickPlace } from './company-model.ts';
import { AccountantBook, caseEmail, emailFor, writePhone, writePhoneText } from './contact.ts';
import type { CsvBuffer } from './csv-buffer.ts';
import { daysFromCivil } from './dates.ts';
import type { Place } from './geography.ts';
import { nomeFantasia, ownerFirstName } from './names.ts';
import { hashKey, RandomStream } from './prng.ts';
import { ABSURD_DATES, QUIRK_SHARES, UNKNOWN_PAISES } from './quirks.ts';
import { FOREIGN_CITIES } from './vocabulary.ts';

const FOREIGN_PAISES = [
  '249',
  '607',
  '063',
  '245',
  '386',
  '023',
  '275',
  '628',
  '586',
  '845',
  '160',
  '137',
  '863',
];
const DAY_2005 = daysFromCivil(2005, 1, 1);
const ZEROS = QUIRK_SHARES.dateZeros;
const ZERO = ZEROS + QUIRK_SHARES.dateZero;
const ABSURD = ZERO + QUIRK_SHARES.dateAbsurd;
const DUPLICATE_SECONDARY = QUIRK_SHARES.duplicateSecondaryCnae / 0.45;
const MOTIVO_32 = QUIRK_SHARES.motivo32 / 0.4;

/** A date field with the real quirks: "00000000", "0", absurd years and 7-digit dates. */
export function writeQuirkyDate(out: CsvBuffer, day: number, random: RandomStream, rate: number): void {
  const u = random.float();
  if (u >= ABSURD * rate) out.day(day);
  else if (u < ZEROS * rate) out.raw('00000000');
  else if (u < ZERO * rate) out.raw('0');
  else out.raw(random.pick(ABSURD_DATES));
}

function writeSecondaryList(out: CsvBuffer, ctx: ModelContext, cnae: string, random: RandomStream): void {
  const list = pickSecondaryCnaes(ctx.cnaes, cnae, random);
  if (list.length === 0) return;
  if (random.chance(DUPLICATE_SECONDARY)) {
    const repeated = random.pick(list);
    for (let n = 1 + random.int(5); n > 0; n--) list.splice(random.int(list.length + 1), 0, repeated);
  }
  for (let i = 0; i < list.length; i++) {
    if (i > 0) out.raw(',');
    out.raw(list[i] as string);
  }
}

/** Status, dates and place of one establishment (the matriz takes the company's). */
class BranchState {
  situacao = '';
  situacaoDay = 0;
  motivo = '';
  openingDay = 0;
  place: Place | null = null;

  set(ctx: ModelContext, core: CompanyCore, ordem: number, r: RandomStream): void {
    this.situacao = core.situacao;
    this.situacaoDay = core.situacaoDay;
    this.motivo = core.motivo;
    this.openingDay = core.openingDay;
    this.place = core.place;
    if (ordem === 1) return;
    const releaseDay = ctx.params.releaseDay;
    const openingDay = openingDayFor(r, releaseDay, core.openingDay);
    if (core.branches > 5 || !core.place) this.place = pickPlace(ctx, r);
    else if (r.chance(0.3))
      this.place = ctx.geo.municipalityPickers.get(core.place.uf)?.pick(r) ?? core.place;
    this.openingDay = Math.max(openingDay, core.openingDay);
    if (core.situacao !== '02') return;
    this.openingDay = openingDay;
    if (r.chance(0.75)) {
      this.situacaoDay = openingDay;
      return;
    }
    this.situacao = '08';
    this.situacaoDay = openingDay + r.int(Math.max(1, releaseDay - openingDay));
    this.motivo = r.chance(0.7) ? '01' : '31';
  }
}

/** Writes the Estabelecimentos rows of a company (its matriz, then its branches). */
export class EstablishmentRows {
  private readonly accountants: AccountantBook;
  private readonly r = new RandomStream(0);
  private readonly state = new BranchState();
  private brand = '';
  private localHint = '';
  private companyEmail = '';

  constructor(private readonly ctx: ModelContext) {
    this.accountants = new AccountantBook(ctx.geo, ctx.params.size, ctx.params.seed);
  }

  write(out: CsvBuffer, core: CompanyCore, establishments: number): void {
    this.brand = brandOf(core);
    this.localHint = core.kind === 'mei' || core.kind === 'individual' ? ownerFirstName(core) : this.brand;
    this.companyEmail = '';
    for (let ordem = 1; ordem <= establishments; ordem++) this.row(out, core, ordem);
  }

  private row(out: CsvBuffer, core: CompanyCore, ordem: number): void {
    const { ctx, r, brand, state } = this;
    r.reset(hashKey(core.key, ordem, 2));
    state.set(ctx, core, ordem, r);
    const cnae = ordem === 1 || r.chance(0.85) ? core.cnae : ctx.cnaes.principal.pick(r);
    let fantasia = ordem > 1 && core.branches > 5 && r.chance(0.9) ? brand : nomeFantasia(core, r, brand);
    if (fantasia && r.chance(QUIRK_SHARES.doubleSpace)) fantasia = `${fantasia}  ${brand}`;
    let motivo = state.motivo;
    if (state.situacao === '08' && r.chance(MOTIVO_32)) motivo = '32';
    const place = state.place;
    out.open();
    out.raw(core.basico);
    out.next();
    out.digits(ordem, 4);
    out.next();
    out.digits(cnpjDv(core.basico, ordem), 2);
    out.next();
    out.raw(ordem === 1 ? '1' : '2');
    out.next();
    out.raw(withNul(fantasia, r));
    out.next();
    out.raw(state.situacao);
    out.next();
    writeQuirkyDate(out, state.situacaoDay, r, 1);
    out.next();
    out.raw(motivo);
    out.next();
    if (!place) {
      out.raw(r.pick(FOREIGN_CITIES));
      out.next();
      out.raw(r.chance(QUIRK_SHARES.unknownPaisForeign) ? r.pick(UNKNOWN_PAISES) : r.pick(FOREIGN_PAISES));
    } else out.next();
    out.next();
    writeQuirkyDate(out, state.openingDay, r, 0.5);
    out.next();
    out.raw(cnae);
    out.next();
    writeSecondaryList(out, ctx, cnae, r);
    out.next();
    let email = '';
    if (place) {
      writeAddress(out, place, r);
      out.next();
      out.raw(place.uf);
      out.next();
      out.raw(place.siafi);
      out.next();
      email = this.contacts(out, place, state.openingDay, r);
    } else {
      out.raw('";"";"";"";"";"";"EX";"9707";"";"";"";"";"";"');
      if (r.chance(0.3)) email = emailFor(this.localHint, brand, r);
    }
    if (ordem === 1) this.companyEmail = email;
    out.next();
    if (email) out.raw(caseEmail(email, r));
    out.next();
    if (r.chance(0.0005)) {
      out.raw('RECUPERACAO JUDICIAL');
      out.next();
      out.day(state.openingDay + r.int(Math.max(1, ctx.params.releaseDay - state.openingDay)));
    } else out.next();
    out.close();
  }

  /** Writes the three phones (six fields) and returns the e-mail to show. */
  private contacts(out: CsvBuffer, place: Place, openingDay: number, r: RandomStream): string {
    const hasFirst = r.chance(0.78);
    const firstMobile = hasFirst && r.chance(0.55);
    const hasSecond = hasFirst && r.chance(0.18);
    const secondMobile = hasSecond && r.chance(0.5);
    const hasFax = r.chance(0.03);
    const book = this.accountants;
    const accountant = book.pick(place, r);
    const accountantPhone = accountant && book.phone ? accountant.phone : null;
    if (accountantPhone && !hasFirst) writePhoneText(out, accountantPhone);
    else if (hasFirst) writePhone(out, place.ddd, firstMobile, r);
    else out.next();
    out.next();
    if (accountantPhone && hasFirst) writePhoneText(out, accountantPhone);
    else if (hasSecond) writePhone(out, place.ddd, secondMobile, r);
    else out.next();
    out.next();
    if (hasFax) writePhone(out, place.ddd, false, r);
    else out.next();
    const hasEmail = r.chance(openingDay < DAY_2005 ? 0.25 : 0.5);
    if (accountant && book.email) return accountant.email;
    if (!hasEmail) return '';
    return this.companyEmail && r.chance(0.6) ? this.companyEmail : emailFor(this.localHint, this.brand, r);
  }
}
