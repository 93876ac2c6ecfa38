// The Bitrix24 extras of an export: the responsible user, the phones filter and dealSendInformation (spec
// exports §5 names it without its shape; we read it as where and how to open one deal per company).
import { z } from 'zod';

export const bitrix24OptionsSchema = z.object({
  /** ASSIGNED_BY_ID of what is created (a Bitrix24 user id). */
  assignedById: z
    .number({ error: 'O responsável (assignedById) deve ser um número' })
    .int('O responsável (assignedById) deve ser um número inteiro')
    .positive('O responsável (assignedById) inválido')
    .optional(),
  onlyValidPhones: z.boolean({ error: 'onlyValidPhones deve ser verdadeiro ou falso' }).default(false),
  dealSendInformation: z
    .object({
      send: z.boolean({ error: 'dealSendInformation.send deve ser verdadeiro ou falso' }).default(true),
      /** The deal pipeline (CATEGORY_ID); 0 is the general one. */
      categoryId: z
        .number({ error: 'O funil (dealSendInformation.categoryId) deve ser um número' })
        .int('O funil (dealSendInformation.categoryId) deve ser um número inteiro')
        .nonnegative('O funil (dealSendInformation.categoryId) inválido')
        .default(0),
      /** STAGE_ID, e.g. "NEW" or "C3:NEW"; the pipeline's first stage when absent. */
      stageId: z
        .string({ error: 'A etapa (dealSendInformation.stageId) deve ser um texto' })
        .min(1, 'A etapa (dealSendInformation.stageId) está vazia')
        .optional(),
      opportunity: z
        .number({ error: 'O valor do negócio deve ser um número' })
        .nonnegative('O valor do negócio não pode ser negativo')
        .optional(),
    })
    .optional(),
});

export type Bitrix24Options = z.infer<typeof bitrix24OptionsSchema>;
