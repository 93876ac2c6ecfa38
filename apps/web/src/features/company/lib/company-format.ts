// Display formatting of a company's registry data (pure, pt-BR).
import { formatCnpj } from '@prospecta/contracts/cnpj';
import type { CompanyDetail, Partner } from '@prospecta/contracts/search-company';
import { titleCase } from '@prospecta/contracts/text-case';

/** Where a decision maker comes from, as a badge says it. */
export const DECISOR_ORIGIN_LABELS = {
  socio: 'Sócio',
  representante: 'Representante legal',
  enriquecimento: 'Enriquecido',
} as const;

/** Where a company shown inside another one (a branch, a company of its group) opens: a path and its state. */
export type CompanyLink = (cnpj: string) => { to: string; state?: unknown };

/** A drawer tab of companies related to the one open (branches, group, similar): loaded once `enabled`. */
export type RelatedCompaniesProps = { cnpj: string; enabled: boolean; companyLink?: CompanyLink };

/** Spec §9: the click-to-copy counter shown next to a phone stops at 5. */
export const COPY_COUNTER_CAP = 5;

export function nextCopyCount(current: number): number {
  return Math.min(COPY_COUNTER_CAP, current + 1);
}

/** "copiado 2×", "copiado 5+×": the copy counter's words, capped at 5. */
export function copiedText(count: number): string {
  return `copiado ${count >= COPY_COUNTER_CAP ? `${COPY_COUNTER_CAP}+` : count}×`;
}

/** The phone as people write it (one implementation with the API's e-mails: contracts' `phone-format.ts`). */
export { formatPhone } from '@prospecta/contracts/phone-format';

/** "01310100" → "01310-100" (the address's formatting: `lib/address-format.ts`). */
export { formatCep } from '@/lib/address-format';

/** The RFB's special situações as written in the file (upper case, no accents), in words. */
const SPECIAL_SITUATIONS: Record<string, string> = {
  'RECUPERACAO JUDICIAL': 'Recuperação judicial',
  'RECUPERACAO EXTRAJUDICIAL': 'Recuperação extrajudicial',
  FALIDO: 'Falida',
  FALENCIA: 'Falência',
  'EM LIQUIDACAO': 'Em liquidação',
  'LIQUIDACAO JUDICIAL': 'Liquidação judicial',
  'LIQUIDACAO EXTRAJUDICIAL': 'Liquidação extrajudicial',
  INTERVENCAO: 'Intervenção',
  ESPOLIO: 'Espólio',
};

/**
 * "Recuperação judicial desde 07/05/2016": a special situação the registry records beside the cadastral one
 * (a company in judicial recovery is still ATIVA), or null.
 */
export function specialSituationText(situacao: string | null, since: string | null): string | null {
  const text = situacao?.trim();
  if (!text) return null;
  const key = text.toUpperCase().normalize('NFD').replace(/\p{M}/gu, '');
  const words = SPECIAL_SITUATIONS[key] ?? titleCase(text);
  return since ? `${words} desde ${since.slice(0, 10).split('-').reverse().join('/')}` : words;
}

/** "Optante desde 01/02/2020", "Excluído em 01/02/2021" or "Não optante". */
export function regimeStatus(
  flag: boolean,
  since: string | null,
  until: string | null,
  format: (iso: string) => string,
): string {
  if (flag) return since ? `Optante desde ${format(since)}` : 'Optante';
  if (until) return `Excluído em ${format(until)}`;
  return 'Não optante';
}

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const plural = (n: number, one: string, many: string) => `${decimal.format(n)} ${n === 1 ? one : many}`;

/**
 * A company's complaint figures as the drawer lists them, each known one with its label; none when the
 * registry was imported without Procon files and enrichment figures (every one null). The Procon counts are
 * the CNPJ root's "reclamações fundamentadas" (every establishment of the company carries them).
 */
export function complaintFacts(r: CompanyDetail['reclamacoes']): { label: string; value: string }[] {
  const facts: { label: string; value: string }[] = [];
  if (r.qt_procon !== null)
    facts.push({
      label: 'No Procon',
      value:
        r.qt_procon === 0
          ? 'Nenhuma reclamação fundamentada'
          : `${plural(r.qt_procon, 'fundamentada', 'fundamentadas')}, ${plural(r.qt_procon_atendidas ?? 0, 'atendida', 'atendidas')}`,
    });
  if (r.qt_site !== null)
    facts.push({
      label: 'Em sites de reclamação',
      value: r.qt_site === 0 ? 'Nenhuma' : plural(r.qt_site, 'reclamação', 'reclamações'),
    });
  // The resolved share is the complaint sites' (enrichment), else the Procon's answered share, which the
  // Procon line already says ("2 fundamentadas, 2 atendidas"): shown once, named by where it comes from.
  if (r.pc_resolvidas !== null && (r.qt_site !== null || r.qt_procon === null))
    facts.push({
      label: r.qt_site !== null ? 'Resolvidas nos sites' : 'Resolvidas',
      value: `${decimal.format(r.pc_resolvidas)}%`,
    });
  if (r.nota !== null) facts.push({ label: 'Nota nos sites', value: `${decimal.format(r.nota)} de 10` });
  return facts;
}

/**
 * A decision maker's position as the partners' qualificações read ("Sócio-Administrador" → "Sócio-administrador"):
 * one implementation with the export files (contracts' `decision-maker-position.ts`).
 */
export { positionText } from '@prospecta/contracts/decision-maker-position';

/** The RFB's age bands of partners (Sócios file, "faixa etária"); 0 is "não se aplica". */
const AGE_BANDS: Record<number, string> = {
  1: 'até 12 anos',
  2: '13 a 20 anos',
  3: '21 a 30 anos',
  4: '31 a 40 anos',
  5: '41 a 50 anos',
  6: '51 a 60 anos',
  7: '61 a 70 anos',
  8: '71 a 80 anos',
  9: 'mais de 80 anos',
};

/** "41 a 50 anos", or null when the registry has no band (a company partner, "não se aplica"). */
export function ageBandText(code: number | null): string | null {
  return code === null ? null : (AGE_BANDS[code] ?? null);
}

/**
 * A partner's document as the registry gives it: a company's CNPJ formatted, a person's CPF masked by the
 * Receita ("***695443**" → "CPF ***.695.443-**"); null for a foreigner or when missing.
 */
export function partnerDocumentText(partner: Pick<Partner, 'tipo' | 'documento'>): string | null {
  const doc = partner.documento?.trim();
  if (!doc || partner.tipo === 'estrangeiro') return null;
  if (partner.tipo === 'empresa') return `CNPJ ${formatCnpj(doc)}`;
  if (doc.length !== 11) return `CPF ${doc}`;
  return `CPF ${doc.slice(0, 3)}.${doc.slice(3, 6)}.${doc.slice(6, 9)}-${doc.slice(9)}`;
}

/** What the registry says of who a partner is, on one line: "CPF ***.695.443-** · 41 a 50 anos". */
export function partnerFacts(partner: Pick<Partner, 'tipo' | 'documento' | 'faixa_etaria'>): string {
  return [partnerDocumentText(partner), ageBandText(partner.faixa_etaria)].filter(Boolean).join(' · ');
}
