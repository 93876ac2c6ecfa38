// The Bitrix24 extras of an export: the responsible user, the phones filter and dealSendInformation (spec
// exports §5 names it without its shape; we read it as where and how to open one deal per company).
import { z } from 'zod';
import { amount, onlyValidPhones, toolId } from '../option-fields.ts';

export const bitrix24OptionsSchema = z.object({
  /** ASSIGNED_BY_ID of what is created (a Bitrix24 user id). */
  assignedById: toolId('O responsável').optional(),
  onlyValidPhones,
  dealSendInformation: z
    .object({
      send: z.boolean({ error: 'A opção de criar um negócio deve ser verdadeira ou falsa' }).default(true),
      /** The deal pipeline (CATEGORY_ID); 0 is the general one. */
      categoryId: z
        .number({ error: 'O funil deve ser um número' })
        .int('O funil deve ser um número inteiro')
        .nonnegative('O funil não pode ser negativo')
        .default(0),
      /** STAGE_ID, e.g. "NEW" or "C3:NEW"; the pipeline's first stage when absent. */
      stageId: z.string({ error: 'A etapa deve ser um texto' }).min(1, 'A etapa está vazia').optional(),
      opportunity: amount('O valor do negócio').optional(),
    })
    .optional(),
});

export type Bitrix24Options = z.infer<typeof bitrix24OptionsSchema>;
