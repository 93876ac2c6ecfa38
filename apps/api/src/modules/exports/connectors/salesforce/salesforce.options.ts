// The Salesforce extras of an export: the domain URL (spec exports §5 domainUrl; the instance URL of the
// OAuth token answer when absent), the Account field holding the CNPJ, the owner, an optional opportunity per
// company and the phones filter.
import { z } from 'zod';
import { amount, onlyValidPhones } from '../option-fields.ts';

export const salesforceOptionsSchema = z.object({
  domainUrl: z.url({ protocol: /^https?$/, error: 'A url de domínio é inválida' }).optional(),
  /** An Account text field marked External ID; creating fields needs the Metadata API (out of scope). */
  cnpjField: z
    .string({ error: 'O campo do CNPJ deve ser um texto' })
    .regex(/^[A-Za-z][A-Za-z0-9_]*__c$/, 'O campo do CNPJ deve ser um campo personalizado, como CNPJ__c')
    .default('CNPJ__c'),
  ownerId: z
    .string({ error: 'O responsável deve ser um texto' })
    .regex(/^[A-Za-z0-9]{15}([A-Za-z0-9]{3})?$/, 'O responsável deve ser um Id do Salesforce')
    .optional(),
  onlyValidPhones,
  /** When present, one open opportunity per company at this stage. */
  opportunity: z
    .object({
      stageName: z
        .string({ error: 'A fase da oportunidade é obrigatória' })
        .min(1, 'A fase da oportunidade é obrigatória'),
      closeInDays: z
        .number({ error: 'O prazo de fechamento deve ser um número' })
        .int('O prazo de fechamento deve ser um número inteiro')
        .positive('O prazo de fechamento deve ser positivo')
        .default(30),
      amount: amount('O valor da oportunidade').optional(),
    })
    .optional(),
});

export type SalesforceOptions = z.infer<typeof salesforceOptionsSchema>;
