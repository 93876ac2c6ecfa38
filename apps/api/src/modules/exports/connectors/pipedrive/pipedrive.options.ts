// The Pipedrive extras of an export: the owner of what is created, an optional deal per company, and the
// phones filter. Ids are the account's own (Pipedrive ids are integers).
import { z } from 'zod';

const id = (what: string) =>
  z
    .number({ error: `${what} deve ser um número` })
    .int(`${what} deve ser um número inteiro`)
    .positive(`${what} inválido`);

export const pipedriveOptionsSchema = z.object({
  ownerId: id('O responsável (ownerId)').optional(),
  onlyValidPhones: z.boolean({ error: 'onlyValidPhones deve ser verdadeiro ou falso' }).default(false),
  /** When present, one open deal per company in this pipeline (and stage). */
  deal: z
    .object({
      pipelineId: id('O funil (deal.pipelineId)'),
      stageId: id('A etapa (deal.stageId)').optional(),
      value: z
        .number({ error: 'O valor do negócio deve ser um número' })
        .nonnegative('O valor do negócio não pode ser negativo')
        .optional(),
    })
    .optional(),
});

export type PipedriveOptions = z.infer<typeof pipedriveOptionsSchema>;
