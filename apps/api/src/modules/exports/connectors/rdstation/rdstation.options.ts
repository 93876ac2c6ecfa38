// The RD Station CRM extras of an export: the owner (an RD user id), an optional deal per company in a
// stage of a funnel, and the phones filter. RD ids are strings (24 hex characters).
import { z } from 'zod';
import { amount, onlyValidPhones } from '../option-fields.ts';

const rdId = (what: string) =>
  z
    .string({ error: `${what} deve ser um id do RD Station CRM` })
    .regex(/^[0-9a-f]{24}$/i, `${what} deve ser um id do RD Station CRM (24 caracteres)`);

export const rdstationOptionsSchema = z.object({
  ownerId: rdId('O responsável').optional(),
  onlyValidPhones,
  /** When present, one deal per company in this stage. */
  deal: z
    .object({
      stageId: rdId('A etapa'),
      amount: amount('O valor do negócio').optional(),
    })
    .optional(),
});

export type RdstationOptions = z.infer<typeof rdstationOptionsSchema>;
