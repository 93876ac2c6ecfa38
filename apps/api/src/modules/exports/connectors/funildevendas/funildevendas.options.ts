// The Funil de Vendas extras of an export (spec exports §5, "cods"): the seller and sales-channel codes, and
// optionally the methodology and stage codes, all from the account's configuration in the app (no lookup API
// exists, per the reference). Codes are the account's integers; numeric text is accepted as well.
import { z } from 'zod';
import { amount, onlyValidPhones } from '../option-fields.ts';

const code = (what: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: `${what} deve ser um código numérico` })
      .int(`${what} deve ser um código numérico`)
      .positive(`${what} deve ser um código positivo`),
  );

export const funildevendasOptionsSchema = z.object({
  cods: z.object(
    {
      seller: code('O código do vendedor'),
      salesChannel: code('O código do canal de venda'),
      methodology: code('O código da metodologia').optional(),
      stage: code('O código da etapa').optional(),
    },
    { error: 'Informe os códigos do vendedor e do canal de venda do Funil de Vendas' },
  ),
  /** The opportunity value (R$); 0 when absent. */
  value: amount('O valor da oportunidade').optional(),
  onlyValidPhones,
});

export type FunildevendasOptions = z.infer<typeof funildevendasOptionsSchema>;
