// The TOTVS extras of an export: the owner (a TOTVS CRM user id) of the customers and contacts created, and
// the phones filter. The credentials (access and integration tokens) come from the token store, not here.
import { z } from 'zod';

export const totvsOptionsSchema = z.object({
  ownerId: z
    .number({ error: 'O responsável (ownerId) deve ser um número' })
    .int('O responsável (ownerId) deve ser um número inteiro')
    .positive('O responsável (ownerId) inválido')
    .optional(),
  onlyValidPhones: z.boolean({ error: 'onlyValidPhones deve ser verdadeiro ou falso' }).default(false),
});

export type TotvsOptions = z.infer<typeof totvsOptionsSchema>;
