// The Agendor extras of an export: the owner user (id or e-mail, as Agendor accepts), an optional deal per
// company in a funnel and stage, and the phones filter.
import { z } from 'zod';

const id = (what: string) =>
  z
    .number({ error: `${what} deve ser um número` })
    .int(`${what} deve ser um número inteiro`)
    .positive(`${what} inválido`);

export const agendorOptionsSchema = z.object({
  ownerUser: z
    .union(
      [id('O responsável (ownerUser)'), z.email('O responsável (ownerUser) deve ser um id ou um e-mail')],
      {
        error: 'O responsável (ownerUser) deve ser um id ou um e-mail',
      },
    )
    .optional(),
  onlyValidPhones: z.boolean({ error: 'onlyValidPhones deve ser verdadeiro ou falso' }).default(false),
  /** When present, one deal per company in this funnel (and stage). */
  deal: z
    .object({
      funnelId: id('O funil (deal.funnelId)'),
      stageId: id('A etapa (deal.stageId)').optional(),
      value: z
        .number({ error: 'O valor do negócio deve ser um número' })
        .nonnegative('O valor do negócio não pode ser negativo')
        .optional(),
    })
    .optional(),
});

export type AgendorOptions = z.infer<typeof agendorOptionsSchema>;
