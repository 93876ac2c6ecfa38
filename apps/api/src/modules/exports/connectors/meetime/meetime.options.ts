// The Meetime extras of an export (spec exports §5): the cadence's API URL (Meetime shows one per cadence,
// `…/v2/prospections/cadence/{cadenceId}/lead?token={cadenceToken}`), the owner chosen among the account's
// users (id or e-mail, from GET /users) and onlyValidPhones. Only the cadence id and token are taken from the
// URL: requests always go to the configured Meetime root, never to a host a user typed.
import { z } from 'zod';
import { onlyValidPhones } from '../option-fields.ts';

const CADENCE_PATH = /\/prospections\/cadence\/(\d+)\/lead\/?$/;

export type Cadence = { id: string; token: string };

/** The cadence id and token inside a cadence API URL; null when the URL is not one. */
export function parseCadenceUrl(value: string): Cadence | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const id = CADENCE_PATH.exec(url.pathname)?.[1];
  const token = url.searchParams.get('token');
  return id && token ? { id, token } : null;
}

export const meetimeOptionsSchema = z.object({
  cadenceApiUrl: z
    .string({ error: 'Informe a URL de API da cadência do Meetime' })
    .trim()
    .refine((v) => parseCadenceUrl(v) !== null, {
      message:
        'A URL de API da cadência deve ser a do Meetime: …/prospections/cadence/{id}/lead?token={token}',
    }),
  /** The Meetime user who owns the leads: their id or e-mail. */
  ownerSelected: z
    .union([z.number().int().positive(), z.email().transform((e) => e.toLowerCase())], {
      error: 'O responsável deve ser o id ou o e-mail de um usuário do Meetime',
    })
    .optional(),
  onlyValidPhones,
});

export type MeetimeOptions = z.infer<typeof meetimeOptionsSchema>;
