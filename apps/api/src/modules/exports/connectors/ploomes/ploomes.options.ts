// The Ploomes extras of an export: the owner (a Ploomes user id), an optional deal per company in a pipeline
// (and stage), and the phones filter.
import { z } from 'zod';

const id = (what: string) =>
  z
    .number({ error: `${what} deve ser um número` })
    .int(`${what} deve ser um número inteiro`)
    .positive(`${what} inválido`);

export const ploomesOptionsSchema = z.object({
  ownerId: id('O responsável (ownerId)').optional(),
  onlyValidPhones: z.boolean({ error: 'onlyValidPhones deve ser verdadeiro ou falso' }).default(false),
  /** When present, one deal per company in this pipeline (and stage). */
  deal: z
    .object({
      pipelineId: id('O funil (deal.pipelineId)'),
      stageId: id('A etapa (deal.stageId)').optional(),
      amount: z
        .number({ error: 'O valor do negócio deve ser um número' })
        .nonnegative('O valor do negócio não pode ser negativo')
        .optional(),
    })
    .optional(),
});

export type PloomesOptions = z.infer<typeof ploomesOptionsSchema>;
