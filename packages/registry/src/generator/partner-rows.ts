// Socios rows (11 columns): partners of sociedades (individual firms and MEIs have none), PF with a
// masked CPF, PJ with a CNPJ of another company of the release, foreigners with a país code.

import { type CompanyCore, cnpjOf, companyCore, type ModelContext } from './company-model.ts';
import { companyName } from './company-rows.ts';
import type { CsvBuffer } from './csv-buffer.ts';
import { formatDay } from './dates.ts';
import { type Person, personFor } from './names.ts';
import { hashKey, RandomStream } from './prng.ts';
import { QUIRK_SHARES, UNKNOWN_PAISES } from './quirks.ts';
import { BRAND_WORDS, SURNAMES } from './vocabulary.ts';

const NO_REPRESENTATIVE = ['***000000**', '', '00'] as const;
const FOREIGN_PAISES = ['249', '607', '063', '245', '386', '023', '275', '628', '586', '160', '137', '863'];
const FOREIGN_FIRST = [
  'JOHN',
  'MICHAEL',
  'DAVID',
  'MANUEL',
  'CARLOS',
  'GIUSEPPE',
  'HANS',
  'PIERRE',
  'WEI',
  'HIROSHI',
];

export function maskCpf(cpf: string): string {
  return `***${cpf.slice(3, 9)}**`;
}

function partnerCount(core: CompanyCore, r: RandomStream): number {
  const active = core.situacao === '02';
  switch (core.kind) {
    case 'mei':
    case 'individual':
      return 0;
    case 'ltda':
    case 'simple': {
      if (!r.chance(active ? 0.62 : 0.17)) return 0;
      const u = r.float();
      return u < 0.45 ? 1 : u < 0.85 ? 2 : u < 0.95 ? 3 : 4 + r.int(4);
    }
    case 'eireli':
      return r.chance(active ? 0.62 : 0.17) ? 1 : 0;
    case 'sa':
      return r.chance(0.8) ? 3 + r.int(6) : 0;
    case 'condo':
    case 'public':
      return r.chance(0.5) ? 1 : 0;
    default:
      return r.chance(0.33) ? 1 + r.int(4) : 0;
  }
}

function qualificationFor(core: CompanyCore, position: number, r: RandomStream): string {
  switch (core.kind) {
    case 'ltda':
    case 'simple':
      return position === 0 ? (r.chance(0.85) ? '49' : '05') : r.chance(0.6) ? '22' : '49';
    case 'eireli':
      return '65';
    case 'sa':
      return position === 0 ? '16' : r.chance(0.7) ? '10' : '08';
    case 'condo':
      return '19';
    case 'public':
      return '05';
    default:
      return position === 0 ? '16' : r.pick(['10', '33', '18', '77']);
  }
}

/** Faixa etária 1..9 from the age (0 = not applicable, for companies). */
export function ageBand(age: number): string {
  if (age <= 12) return '1';
  if (age <= 20) return '2';
  return String(Math.min(9, 3 + Math.floor((age - 21) / 10)));
}

type Context = { ctx: ModelContext; releaseYear: number; personPool: number };

/** A company earlier in the same part (so it surely exists) as a corporate partner: name and CNPJ. */
function legalEntityPartner(c: Context, core: CompanyCore, r: RandomStream): [string, string] | null {
  for (let attempt = 0; attempt < 4 && core.index > 0; attempt++) {
    const target = companyCore(c.ctx, core.part, r.int(core.index));
    if (target.orphan) continue;
    const { ordem, dv } = cnpjOf(target.basico, 1);
    return [companyName(target, c.releaseYear), `${target.basico}${ordem}${dv}`];
  }
  return null;
}

function partnerFields(c: Context, core: CompanyCore, position: number, r: RandomStream): string[] {
  const entry = formatDay(
    r.chance(0.7)
      ? core.openingDay
      : core.openingDay + r.int(Math.max(1, c.ctx.params.releaseDay - core.openingDay)),
  );
  const u = r.float();
  const legalEntity = u < 0.05 ? legalEntityPartner(c, core, r) : null;
  if (legalEntity) {
    const [name, cnpj] = legalEntity;
    return [core.basico, '1', name, cnpj, r.chance(0.7) ? '22' : '49', entry, '', ...NO_REPRESENTATIVE, '0'];
  }
  if (u < 0.07) {
    const legal = r.chance(0.5);
    const name = legal
      ? `${r.pick(BRAND_WORDS)} HOLDINGS LLC`
      : `${r.pick(FOREIGN_FIRST)} ${r.pick(SURNAMES)}`;
    const pais = r.chance(0.1) ? r.pick(UNKNOWN_PAISES) : r.pick(FOREIGN_PAISES);
    const rep: Person = personFor(hashKey(core.key, position, 21), c.releaseYear);
    return [
      core.basico,
      '3',
      name,
      '',
      legal ? '37' : '38',
      entry,
      pais,
      maskCpf(rep.cpf),
      rep.name,
      '17',
      legal ? '0' : '5',
    ];
  }
  const person = personFor(hashKey(c.ctx.params.seed, r.int(c.personPool), 13), c.releaseYear);
  const age = c.releaseYear - person.birthYear;
  return [
    core.basico,
    '2',
    person.name,
    maskCpf(person.cpf),
    qualificationFor(core, position, r),
    entry,
    '',
    ...NO_REPRESENTATIVE,
    ageBand(age),
  ];
}

/** Writes the Socios rows of a company. */
export class PartnerRows {
  private readonly c: Context;
  private readonly r = new RandomStream(0);

  constructor(ctx: ModelContext) {
    const releaseYear = Number(formatDay(ctx.params.releaseDay).slice(0, 4));
    this.c = { ctx, releaseYear, personPool: Math.max(50, Math.round(ctx.params.size * 0.39 * 5)) };
  }

  write(out: CsvBuffer, core: CompanyCore): void {
    const r = this.r.reset(hashKey(core.key, 5));
    const count = partnerCount(core, r);
    for (let position = 0; position < count; position++) {
      const fields = partnerFields(this.c, core, position, r);
      out.row(fields);
      if (r.chance(QUIRK_SHARES.duplicatePartner)) out.row(fields);
    }
  }
}
