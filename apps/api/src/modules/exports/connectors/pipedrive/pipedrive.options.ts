// The Pipedrive extras of an export: the owner of what is created, an optional deal per company, and the
// phones filter. Ids are the account's own (Pipedrive ids are integers).
import { z } from 'zod';
import { amount, onlyValidPhones, toolId } from '../option-fields.ts';

export const pipedriveOptionsSchema = z.object({
  ownerId: toolId('O responsável').optional(),
  onlyValidPhones,
  /** When present, one open deal per company in this pipeline (and stage). */
  deal: z
    .object({
      pipelineId: toolId('O funil'),
      stageId: toolId('A etapa').optional(),
      value: amount('O valor do negócio').optional(),
    })
    .optional(),
});

export type PipedriveOptions = z.infer<typeof pipedriveOptionsSchema>;
