// The RD Station CRM extras of an export: the owner (an RD user id), an optional deal per company in a
// stage of a funnel, and the phones filter. RD ids are strings (24 hex characters).
import { z } from 'zod';

const rdId = (what: string) =>
  z
    .string({ error: `${what} deve ser um id do RD Station CRM` })
    .regex(/^[0-9a-f]{24}$/i, `${what} deve ser um id do RD Station CRM (24 caracteres)`);

export const rdstationOptionsSchema = z.object({
  ownerId: rdId('O responsável (ownerId)').optional(),
  onlyValidPhones: z.boolean({ error: 'onlyValidPhones deve ser verdadeiro ou falso' }).default(false),
  /** When present, one deal per company in this stage. */
  deal: z
    .object({
      stageId: rdId('A etapa (deal.stageId)'),
      amount: z
        .number({ error: 'O valor do negócio deve ser um número' })
        .nonnegative('O valor do negócio não pode ser negativo')
        .optional(),
    })
    .optional(),
});

export type RdstationOptions = z.infer<typeof rdstationOptionsSchema>;
