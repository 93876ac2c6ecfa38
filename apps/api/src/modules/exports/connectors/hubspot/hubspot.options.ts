// The HubSpot extras of an export: the owner of what is created, an optional deal per company (pipeline and
// stage are the portal's internal ids) and the phones filter.
import { EXPORT_TOOL_NAMES } from '@prospecta/contracts/exports-api';
import { z } from 'zod';
import { amount, onlyValidPhones } from '../option-fields.ts';

export const hubspotOptionsSchema = z.object({
  ownerId: z
    .string({ error: 'O responsável deve ser um texto' })
    .regex(/^\d+$/, `O responsável deve ser o id numérico de um usuário do ${EXPORT_TOOL_NAMES.hubspot}`)
    .optional(),
  onlyValidPhones,
  deal: z
    .object({
      pipelineId: z.string({ error: 'O pipeline deve ser um texto' }).min(1).default('default'),
      stageId: z
        .string({ error: 'A etapa do negócio é obrigatória' })
        .min(1, 'A etapa do negócio é obrigatória'),
      amount: amount('O valor do negócio').optional(),
    })
    .optional(),
});

export type HubspotOptions = z.infer<typeof hubspotOptionsSchema>;
