// The PipeRun extras of an export (spec exports §5): onlyValidPhones and a deal configuration. The deal
// needs a pipeline, a stage and an owner (all three required by PipeRun's POST /deals); ids are the account's
// own integers, read by the web app from GET /pipelines, /stages, /users and /origins.
import { z } from 'zod';
import { amount, onlyValidPhones, toolId } from '../option-fields.ts';

export const piperunOptionsSchema = z.object({
  /** Owner of the companies and persons created; PipeRun uses the token's user when absent. */
  ownerId: toolId('O responsável').optional(),
  onlyValidPhones,
  /** When present, one deal per company in this pipeline and stage. */
  dealConfig: z
    .object({
      pipelineId: toolId('O funil'),
      stageId: toolId('A etapa'),
      ownerId: toolId('O responsável pela oportunidade'),
      originId: toolId('A origem').optional(),
      value: amount('O valor da oportunidade').optional(),
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
