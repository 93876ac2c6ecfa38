// The TOTVS extras of an export: the owner (a TOTVS CRM user id) of the customers and contacts created, and
// the phones filter. The credentials (access and integration tokens) come from the token store, not here.
import { z } from 'zod';
import { onlyValidPhones, toolId } from '../option-fields.ts';

export const totvsOptionsSchema = z.object({
  ownerId: toolId('O responsável').optional(),
  onlyValidPhones,
});

export type TotvsOptions = z.infer<typeof totvsOptionsSchema>;
