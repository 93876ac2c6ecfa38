// The Zoho extras of an export: the owner of what is created, an optional deal per company (stage and
// pipeline are the account's own picklist values) and the phones filter.
import { EXPORT_TOOL_NAMES } from '@prospecta/contracts/exports-api';
import { z } from 'zod';
import { amount, onlyValidPhones } from '../option-fields.ts';

export const zohoOptionsSchema = z.object({
  ownerId: z
    .string({ error: 'O responsável deve ser um texto' })
    .regex(/^\d+$/, `O responsável deve ser o id numérico de um usuário do ${EXPORT_TOOL_NAMES.zoho}`)
    .optional(),
  onlyValidPhones,
  deal: z
    .object({
      stage: z
        .string({ error: 'A etapa do negócio é obrigatória' })
        .min(1, 'A etapa do negócio é obrigatória'),
      pipeline: z.string({ error: 'O pipeline deve ser um texto' }).min(1).optional(),
      closingInDays: z
        .number({ error: 'O prazo de fechamento deve ser um número' })
        .int('O prazo de fechamento deve ser um número inteiro')
        .positive('O prazo de fechamento deve ser positivo')
        .default(30),
      amount: amount('O valor do negócio').optional(),
    })
    .optional(),
});

export type ZohoOptions = z.infer<typeof zohoOptionsSchema>;
