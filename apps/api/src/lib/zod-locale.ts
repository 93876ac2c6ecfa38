import { brazilianZodMessage } from '@prospecta/contracts/zod-messages';
import { z } from 'zod';

/**
 * Validation messages in plain Brazilian Portuguese (packages/contracts/src/zod-messages.ts): a missing (or
 * null) field reads "Campo obrigatório", a text too long "No máximo 120 caracteres"; a schema's own message
 * always wins.
 */
export function useBrazilianZodMessages(): void {
  z.config({ localeError: brazilianZodMessage });
}
