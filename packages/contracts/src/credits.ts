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

/** GET /api/credits/show */
export const creditsShowResponseSchema = z.object({
  click: creditGaugeSchema,
  export: creditGaugeSchema,
  unlimitedClick: z.boolean(),
});
export type CreditsShowResponse = z.infer<typeof creditsShowResponseSchema>;
