// The HubSpot extras of an export: the owner of what is created, an optional deal per company (pipeline and
// stage are the portal's internal ids) and the phones filter.
import { z } from 'zod';

export const hubspotOptionsSchema = z.object({
  ownerId: z
    .string({ error: 'O responsável (ownerId) deve ser um texto' })
    .regex(/^\d+$/, 'O responsável (ownerId) deve ser o id numérico de um usuário do Hubspot')
    .optional(),
  onlyValidPhones: z.boolean({ error: 'onlyValidPhones deve ser verdadeiro ou falso' }).default(false),
  deal: z
    .object({
      pipelineId: z
        .string({ error: 'O pipeline (deal.pipelineId) deve ser um texto' })
        .min(1)
        .default('default'),
      stageId: z
        .string({ error: 'A etapa do negócio (deal.stageId) é obrigatória' })
        .min(1, 'A etapa do negócio (deal.stageId) é obrigatória'),
      amount: z
        .number({ error: 'O valor do negócio deve ser um número' })
        .nonnegative('O valor do negócio não pode ser negativo')
        .optional(),
    })
    .optional(),
});

export type HubspotOptions = z.infer<typeof hubspotOptionsSchema>;
