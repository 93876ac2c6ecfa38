// Credits: the two spendable kinds and the gauge read by the layout.
import { z } from 'zod';

export const CREDIT_TYPES = ['click', 'export'] as const;
export const creditTypeSchema = z.enum(CREDIT_TYPES);
export type CreditType = z.infer<typeof creditTypeSchema>;

export const creditGaugeSchema = z.object({
  /** Granted and still valid (not expired, not invalidated), less what staff withdrew from those grants. */
  value: z.number(),
  /** value − used. */
  remaining: z.number(),
});
export type CreditGauge = z.infer<typeof creditGaugeSchema>;

/** The soonest day on which unspent credits of a type stop counting, and how many of them. */
export const creditExpirySchema = z.object({
  /** The last day they count (YYYY-MM-DD, Brasília). */
  date: z.string(),
  amount: z.number().int(),
});
export type CreditExpiry = z.infer<typeof creditExpirySchema>;

/** GET /api/credits/show */
export const creditsShowResponseSchema = z.object({
  click: creditGaugeSchema,
  export: creditGaugeSchema,
  unlimitedClick: z.boolean(),
  /** Per type, the soonest expiry of credits still unspent (null: none of them expires). */
  nextExpiry: z.object({ click: creditExpirySchema.nullable(), export: creditExpirySchema.nullable() }),
});
export type CreditsShowResponse = z.infer<typeof creditsShowResponseSchema>;

/** "31/12/2026" from "2026-12-31". */
export const brazilianDay = (day: string) => day.split('-').reverse().join('/');

/**
 * What a customer reads about their next expiry: "120 consultas vencem em 31/12/2026" (both types on the same
 * day in one sentence; the sooner first otherwise); null when nothing unspent expires. Unlimited
 * consultations have nothing to expire.
 */
export function creditExpiryText(
  nextExpiry: CreditsShowResponse['nextExpiry'],
  unlimitedClick = false,
): string | null {
  const click = unlimitedClick ? null : nextExpiry.click;
  const exp = nextExpiry.export;
  const amount = (n: number, one: string, many: string) =>
    `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;
  const clickText = click ? amount(click.amount, 'consulta', 'consultas') : null;
  const exportText = exp ? amount(exp.amount, 'exportação', 'exportações') : null;
  const verb = (n: number) => (n === 1 ? 'vence' : 'vencem');
  if (click && exp && click.date === exp.date) {
    return `${clickText} e ${exportText} vencem em ${brazilianDay(click.date)}`;
  }
  const first = click && (!exp || click.date <= exp.date) ? 'click' : exp ? 'export' : null;
  if (!first) return null;
  const soon = first === 'click' && click ? click : (exp as CreditExpiry);
  return `${first === 'click' ? clickText : exportText} ${verb(soon.amount)} em ${brazilianDay(soon.date)}`;
}
