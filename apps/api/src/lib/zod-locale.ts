import { MESSAGES } from '@prospecta/contracts/errors';
import { z } from 'zod';

/** Validation messages in Brazilian Portuguese; a missing (or null) field reads "Campo obrigatório". */
export function useBrazilianZodMessages(): void {
  z.config(z.locales.ptBR());
  z.config({
    customError: (issue) =>
      issue.code === 'invalid_type' && issue.input == null ? MESSAGES.requiredField : undefined,
  });
}
