// Estabelecimentos rows (30 columns). Branches of a company share its brand and mostly its place.
import { addressFor } from './address.ts';
import { pickSecondaryCnaes } from './cnae-model.ts';
import { brandOf, companiesOfPart, csvLine } from './company-iterator.ts';
import { type CompanyCore, cnpjOf, type ModelContext, openingDayFor, pickPlace } from './company-model.ts';
import { AccountantBook, caseEmail, emailFor, type Phone, phoneFor } from './contact.ts';
import { daysFromCivil, formatDay } from './dates.ts';
import type { Place } from './geography.ts';
import { nomeFantasia, ownerOf } from './names.ts';
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

/** A date field with the real quirks: "00000000", "0", absurd years and 7-digit dates. */
export function quirkyDate(day: number, random: RandomStream, rate = 1): string {
  const u = random.float();
  if (u < QUIRK_SHARES.dateZeros * rate) return '00000000';
  if (u < (QUIRK_SHARES.dateZeros + QUIRK_SHARES.dateZero) * rate) return '0';
  if (u < (QUIRK_SHARES.dateZeros + QUIRK_SHARES.dateZero + QUIRK_SHARES.dateAbsurd) * rate)
    return random.pick(ABSURD_DATES);
  return formatDay(day);
}

function withNul(text: string, random: RandomStream): string {
  if (!text || !random.chance(QUIRK_SHARES.nulByte * 3)) return text;
  const at = random.int(text.length);
  return `${text.slice(0, at)}\u0000${text.slice(at)}`;
}

function secondaryList(ctx: ModelContext, cnae: string, random: RandomStream): string {
  const list = pickSecondaryCnaes(ctx.cnaes, cnae, random);
  if (list.length > 0 && random.chance(QUIRK_SHARES.duplicateSecondaryCnae / 0.45)) {
    const repeated = random.pick(list);
    for (let n = 1 + random.int(5); n > 0; n--) list.splice(random.int(list.length + 1), 0, repeated);
  }
  return list.join(',');
}

type BranchState = {
  situacao: string;
  situacaoDay: number;
  motivo: string;
  openingDay: number;
  place: Place | null;
};

function branchState(ctx: ModelContext, core: CompanyCore, ordem: number, r: RandomStream): BranchState {
  if (ordem === 1) return core;
  const { releaseDay } = ctx.params;
  const openingDay = openingDayFor(r, releaseDay, core.openingDay);
  let place = core.place;
  if (core.branches > 5 || !place) place = pickPlace(ctx, r);
  else if (r.chance(0.3)) place = ctx.geo.municipalityPickers.get(place.uf)?.pick(r) ?? place;
  if (core.situacao !== '02') return { ...core, openingDay: Math.max(openingDay, core.openingDay), place };
  if (r.chance(0.75)) return { situacao: '02', situacaoDay: openingDay, motivo: '00', openingDay, place };
  const closed = openingDay + r.int(Math.max(1, releaseDay - openingDay));
  return { situacao: '08', situacaoDay: closed, motivo: r.chance(0.7) ? '01' : '31', openingDay, place };
}

function phoneFields(phone: Phone | null): [string, string] {
  return phone ? [phone.ddd, phone.number] : ['', ''];
}

export function* establishmentRows(ctx: ModelContext, part: number): Generator<string> {
  const accountants = new AccountantBook(ctx.geo, ctx.params.size, ctx.params.seed);
  const releaseYear = Number(formatDay(ctx.params.releaseDay).slice(0, 4));
  const r = new RandomStream(0);
  for (const { core, establishments } of companiesOfPart(ctx, part)) {
    const brand = brandOf(core);
    const personal = core.kind === 'mei' || core.kind === 'individual';
    const localHint = personal ? ownerOf(core, releaseYear).firstName : brand;
    let companyEmail = '';
    for (let ordem = 1; ordem <= establishments; ordem++) {
      r.reset(hashKey(core.key, ordem, 2));
      const state = branchState(ctx, core, ordem, r);
      const { ordem: ordemText, dv } = cnpjOf(core.basico, ordem);
      const cnae = ordem === 1 || r.chance(0.85) ? core.cnae : ctx.cnaes.principal.pick(r);
      let fantasia = ordem > 1 && core.branches > 5 && r.chance(0.9) ? brand : nomeFantasia(core, r, brand);
      if (fantasia && r.chance(QUIRK_SHARES.doubleSpace)) fantasia = `${fantasia}  ${brand}`;
      let motivo = state.motivo;
      if (state.situacao === '08' && r.chance(QUIRK_SHARES.motivo32 / 0.4)) motivo = '32';
      const place = state.place;
      const fields: string[] = [
        core.basico,
        ordemText,
        dv,
        ordem === 1 ? '1' : '2',
        withNul(fantasia, r),
        state.situacao,
        quirkyDate(state.situacaoDay, r),
        motivo,
      ];
      if (place) fields.push('', '');
      else
        fields.push(
          r.pick(FOREIGN_CITIES),
          r.chance(QUIRK_SHARES.unknownPaisForeign) ? r.pick(UNKNOWN_PAISES) : r.pick(FOREIGN_PAISES),
        );
      fields.push(quirkyDate(state.openingDay, r, 0.5), cnae, secondaryList(ctx, cnae, r));
      let phones: (Phone | null)[] = [null, null, null];
      let email = '';
      if (place) {
        const a = addressFor(place, r);
        fields.push(
          a.tipo,
          a.logradouro,
          a.numero,
          withNul(a.complemento, r),
          a.bairro,
          a.cep,
          place.uf,
          place.siafi,
        );
        const first = r.chance(0.78) ? phoneFor(place, r.chance(0.55), r) : null;
        const second = first && r.chance(0.18) ? phoneFor(place, r.chance(0.5), r) : null;
        const fax = r.chance(0.03) ? phoneFor(place, false, r) : null;
        phones = [first, second, fax];
        const accountant = accountants.pick(place, r);
        if (accountant?.phone) phones[first ? 1 : 0] = accountant.accountant.phone;
        const hasEmail = r.chance(state.openingDay < DAY_2005 ? 0.25 : 0.5);
        if (accountant?.email) email = accountant.accountant.email;
        else if (hasEmail)
          email = companyEmail && r.chance(0.6) ? companyEmail : emailFor(localHint, brand, r);
      } else {
        fields.push('', '', '', '', '', '', 'EX', '9707');
        if (r.chance(0.3)) email = emailFor(localHint, brand, r);
      }
      if (ordem === 1) companyEmail = email;
      for (const phone of phones) fields.push(...phoneFields(phone));
      fields.push(email ? caseEmail(email, r) : '');
      if (r.chance(0.0005))
        fields.push(
          'RECUPERACAO JUDICIAL',
          formatDay(state.openingDay + r.int(Math.max(1, ctx.params.releaseDay - state.openingDay))),
        );
      else fields.push('', '');
      yield csvLine(fields);
    }
  }
}
