// The PipeRun extras of an export (spec exports §5): onlyValidPhones and a deal configuration. The deal
// needs a pipeline, a stage and an owner (all three required by PipeRun's POST /deals); ids are the account's
// own integers, read by the web app from GET /pipelines, /stages, /users and /origins.
import { z } from 'zod';

const id = (what: string) =>
  z
    .number({ error: `${what} deve ser um número` })
    .int(`${what} deve ser um número inteiro`)
    .positive(`${what} inválido`);

export const piperunOptionsSchema = z.object({
  /** Owner of the companies and persons created; PipeRun uses the token's user when absent. */
  ownerId: id('O responsável (ownerId)').optional(),
  onlyValidPhones: z.boolean({ error: 'onlyValidPhones deve ser verdadeiro ou falso' }).default(false),
  /** When present, one deal per company in this pipeline and stage. */
  dealConfig: z
    .object({
      pipelineId: id('O funil (dealConfig.pipelineId)'),
      stageId: id('A etapa (dealConfig.stageId)'),
      ownerId: id('O responsável pela oportunidade (dealConfig.ownerId)'),
      originId: id('A origem (dealConfig.originId)').optional(),
      value: z
        .number({ error: 'O valor da oportunidade deve ser um número' })
        .nonnegative('O valor da oportunidade não pode ser negativo')
        .optional(),
      /** PipeRun's deal temperature (1 cold … 4 hot in the app's scale). */
      temperature: z
        .number({ error: 'A temperatura deve ser um número' })
        .int('A temperatura deve ser um número inteiro')
        .min(1, 'A temperatura deve estar entre 1 e 4')
        .max(4, 'A temperatura deve estar entre 1 e 4')
        .optional(),
    })
    .optional(),
});

export type PiperunOptions = z.infer<typeof piperunOptionsSchema>;
