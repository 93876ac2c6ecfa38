// The error contract shared by the API (which sends these bodies) and the web client (which shows them).
import { z } from 'zod';

/** How long a wait is, rounded up: "40 segundos", "1 minuto", "12 minutos". */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}

/** A 429 that says how long until the next try is taken: "Muitas tentativas. Aguarde 40 segundos e …". */
export const tooManyAttemptsMessage = (waitMs: number): string =>
  `Muitas tentativas. Aguarde ${waitText(waitMs)} e tente novamente.`;

export const MESSAGES = {
  sessionEnded: 'Sua sessão foi encerrada! Efetue login novamente para continuar!',
  forbidden: 'Sem permissões para a ação!',
  notFound: 'Nenhum resultado encontrado',
  serverError: 'Servidor indisponível no momento! Por favor tente novamente mais tarde!',
  serverErrorDetail: 'Ocorreu um erro inesperado. Nossa equipe já foi notificada.',
  /** A 429 whose wait is not known (the limits that know it say it: `tooManyAttemptsMessage`). */
  tooManyAttempts: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  invalidData: 'Dados inválidos',
  invalidCredentials: 'E-mail ou senha inválidos',
  invalidCode: 'Código inválido ou expirado',
  invalidResetLink: 'Link de recuperação inválido ou expirado',
  passwordsDoNotMatch: 'As senhas não conferem',
  passwordTooShort: 'A senha deve ter pelo menos 8 caracteres',
  passwordTooLong: 'A senha deve ter no máximo 128 caracteres',
  passwordBlank: 'A senha não pode ser formada só por espaços',
  wrongCurrentPassword: 'Senha atual incorreta',
  samePassword: 'A nova senha deve ser diferente da atual',
  passwordChanged: 'Senha alterada com sucesso',
  /** A first password (the user had none: invited, or signing in by code until now). */
  passwordCreated: 'Senha criada com sucesso',
  emailSent: 'E-mail enviado com sucesso',
  codeSent: 'Código enviado para o seu e-mail',
  noCredit: 'Crédito não disponível',
  operationSucceeded: 'Operação realizada com sucesso!',
  invalidEmail: 'E-mail inválido',
  requiredField: 'Campo obrigatório',
  invalidValue: 'Valor inválido',
  /** A body nested deeper than MAX_JSON_DEPTH (no form of ours comes near it). */
  nestedTooDeep: 'Dados inválidos: estrutura aninhada demais',
  /** A NUL character in a text of the body or the address (no form types one; the database refuses it). */
  nulCharacter: 'Dados inválidos: o texto tem um caractere nulo',
  /**
   * An invisible control character in a text of the body or the address (`isInvisibleControl`): refused, not
   * stripped, so what is stored is what the user sees.
   */
  invisibleControls:
    'Dados inválidos: o texto tem caracteres de controle invisíveis. Apague-os ou digite o texto de novo.',
  requestTooLarge: 'A requisição é grande demais',
  invalidJson: 'JSON inválido',
  emptyBody: 'Corpo da requisição vazio',
  unsupportedMediaType: 'Formato não suportado: envie JSON',
} as const;

/**
 * A character no user text may hold, though a paste or a script can carry it: C0 controls but tab, line feed
 * and carriage return (NUL has its own message), DEL, C1 controls, and the bidirectional embeddings, overrides
 * and isolates (U+202A–U+202E, U+2066–U+2069), which show a name to staff as another ("QAR \u202eetnegA" reads
 * "QAR Agente"). Emoji joiners (U+200D), variation selectors and the left-to-right/right-to-left marks pass.
 */
export function isInvisibleControl(code: number): boolean {
  if (code <= 0x1f) return code !== 0x09 && code !== 0x0a && code !== 0x0d && code !== 0;
  return (
    (code >= 0x7f && code <= 0x9f) || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)
  );
}

/** True when `text` holds a character `isInvisibleControl` refuses. */
export function holdsInvisibleControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (isInvisibleControl(text.charCodeAt(i))) return true;
  return false;
}

/** The deepest JSON body the API reads: a search query is 5 levels deep, a saved filter state about 8. */
export const MAX_JSON_DEPTH = 64;

/** The most characters of a client's value a message quotes back. */
export const ECHO_MAX_CHARS = 40;

/**
 * A value the client sent, as a message quotes it back: cut to ECHO_MAX_CHARS with "…", so a refusal of a
 * 100 000-character value is a line, not the value again.
 */
export function echoed(value: unknown, max: number = ECHO_MAX_CHARS): string {
  const text = String(value);
  if (text.length <= max) return text;
  // By code point, so an emoji is never cut in half.
  return `${Array.from(text.slice(0, max * 2))
    .slice(0, max - 1)
    .join('')}…`;
}

export type MessageKey = keyof typeof MESSAGES;

/**
 * Why the server ended a session, when it knows (a 401's `reason`; ours, the spec's 401 says only
 * `MESSAGES.sessionEnded`): the web shows it as the title of that warning, so a seller signed out knows
 * whether to sign in again, use a new password or ask the account's owner.
 */
export const SESSION_END_REASONS = {
  password_changed: 'Sua senha foi alterada em outro acesso',
  password_reset: 'Sua senha foi redefinida pelo link de recuperação',
  disabled: 'Seu acesso a esta conta foi desativado',
  replayed: 'Por segurança, encerramos este acesso: ele foi usado em outro lugar',
} as const;
export type SessionEndReason = keyof typeof SESSION_END_REASONS;
/**
 * What to do next, where signing in again cannot help (the spec's "Efetue login novamente" would send a
 * switched-off user to a sign-in that refuses them).
 */
export const SESSION_END_ADVICE: Partial<Record<SessionEndReason, string>> = {
  disabled: 'Para voltar a usar o Prospecta, fale com o dono da sua conta.',
};
export const sessionEndReasonSchema = z.enum(
  Object.keys(SESSION_END_REASONS) as [SessionEndReason, ...SessionEndReason[]],
);

export const errorItemSchema = z.object({ summary: z.string(), description: z.string() });
export type ErrorItem = z.infer<typeof errorItemSchema>;

/**
 * Every non-2xx body: `message` always; `errors` when there are several; `reason` on a 401 whose cause is
 * known; `details`/`endpoint` only on 500 for staff.
 */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.array(errorItemSchema).optional(),
  reason: sessionEndReasonSchema.optional(),
  details: z.string().optional(),
  endpoint: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Query keys the web client appends to URLs; the server accepts and ignores them. */
export const CLIENT_MARKERS = ['skip_handle_error', 'allowed_success_notify'] as const;
