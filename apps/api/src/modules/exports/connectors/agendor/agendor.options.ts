// The Agendor extras of an export: the owner user (id or e-mail, as Agendor accepts), an optional deal per
// company in a funnel and stage, and the phones filter.
import { z } from 'zod';
import { amount, onlyValidPhones, toolId } from '../option-fields.ts';

export const agendorOptionsSchema = z.object({
  ownerUser: z
    .union([toolId('O responsável'), z.email('O responsável deve ser um id ou um e-mail')], {
      error: 'O responsável deve ser um id ou um e-mail',
    })
    .optional(),
  onlyValidPhones,
  /** When present, one deal per company in this funnel (and stage). */
  deal: z
    .object({
      funnelId: toolId('O funil'),
      stageId: toolId('A etapa').optional(),
      value: amount('O valor do negócio').optional(),
    })
    .optional(),
});

export type AgendorOptions = z.infer<typeof agendorOptionsSchema>;
