// The Ploomes extras of an export: the owner (a Ploomes user id), an optional deal per company in a pipeline
// (and stage), and the phones filter.
import { z } from 'zod';
import { amount, onlyValidPhones, toolId } from '../option-fields.ts';

export const ploomesOptionsSchema = z.object({
  ownerId: toolId('O responsável').optional(),
  onlyValidPhones,
  /** When present, one deal per company in this pipeline (and stage). */
  deal: z
    .object({
      pipelineId: toolId('O funil'),
      stageId: toolId('A etapa').optional(),
      amount: amount('O valor do negócio').optional(),
    })
    .optional(),
});

export type PloomesOptions = z.infer<typeof ploomesOptionsSchema>;
