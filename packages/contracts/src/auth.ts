// Sign-in, tokens, password recovery and e-mailed codes: one schema per request and response.
import { z } from 'zod';
import { MESSAGES } from './errors.ts';

export const ROLES = ['admin', 'customer_success', 'owner', 'manager', 'prospector', 'user'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;
export const STAFF_ROLES = ['admin', 'customer_success'] as const satisfies readonly Role[];

export const PASSWORD_MIN_LENGTH = 8;
/**
 * A new password's ceiling (OWASP's advice: allow long passphrases, but bound what is hashed). Checked by the
 * request schemas below, so a longer one is refused before it reaches argon2; signing in is not bounded, so a
 * longer password set before the ceiling still works.
 */
export const PASSWORD_MAX_LENGTH = 128;
/** Whether a password is empty or only whitespace: never taken as a new password, whatever its length. */
export const isBlankPassword = (password: string): boolean => password.trim() === '';
/**
 * A new password as the requests carry it (changed, created or reset: the one place of these rules): at most
 * PASSWORD_MAX_LENGTH, and not only spaces (the minimum is the server's 422).
 */
const newPasswordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH, { error: MESSAGES.passwordTooLong })
  .refine((password) => password === '' || !isBlankPassword(password), { error: MESSAGES.passwordBlank });

/** RFC 5321's limits: 64 characters before the @ and 254 in all (what a mail server takes). */
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;
export const EMAIL_MAX_LENGTH = 254;
/** Whether a trimmed, lower-cased address fits the mail limits (the format is z.email's). */
const fitsMailLimits = (email: string): boolean =>
  email.length <= EMAIL_MAX_LENGTH && email.indexOf('@') <= EMAIL_LOCAL_PART_MAX_LENGTH;
/** A well-formed address within the mail limits: the one e-mail rule of every form and route. */
export const emailAddressSchema = z
  .email({ error: MESSAGES.invalidEmail })
  .refine(fitsMailLimits, { error: MESSAGES.invalidEmail });
/** Whether a text (trimmed, any case) is a valid e-mail address, for the checks that are not schemas. */
export const isEmailAddress = (value: string): boolean =>
  emailAddressSchema.safeParse(value.trim().toLowerCase()).success;
/** An e-mail address, trimmed and lower-cased; none at all is asked for, not called invalid. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: 'Informe o e-mail' })
  .pipe(emailAddressSchema);

/** POST /api/user_token */
export const signInRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { error: MESSAGES.requiredField }),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** 201 of POST /api/user_token, /api/user/refresh_token and /api/auth/signin_with_code_or_password. */
export const tokenResponseSchema = z.object({
  token: z.string(),
  refresh_token: z.string(),
  /** ISO date-time when the access token expires. */
  expires_at: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** Ours are 43 characters (32 random bytes, base64url); anything far longer cannot be one. */
export const REFRESH_TOKEN_MAX_LENGTH = 512;
const refreshTokenField = z
  .string()
  .min(1, { error: MESSAGES.requiredField })
  .max(REFRESH_TOKEN_MAX_LENGTH, { error: MESSAGES.invalidData });

/** POST /api/user/refresh_token */
export const refreshTokenRequestSchema = z.object({ refresh_token: refreshTokenField });
export type RefreshTokenRequest = z.infer<typeof refreshTokenRequestSchema>;

/**
 * POST /api/user/logout (ours: the spec shows no sign-out call). Ends the session the refresh token belongs
 * to (every token rotated from the same sign-in); answers 204 whatever the token, so it can be repeated.
 */
export const logoutRequestSchema = z.object({ refresh_token: refreshTokenField });
export type LogoutRequest = z.infer<typeof logoutRequestSchema>;

/** POST /api/users/reset_password and POST /api/auth/generate_authentication_code */
export const emailRequestSchema = z.object({ email: emailSchema });
export type EmailRequest = z.infer<typeof emailRequestSchema>;
export const resetPasswordRequestSchema = emailRequestSchema;
export type ResetPasswordRequest = EmailRequest;
export const generateCodeRequestSchema = emailRequestSchema;
export type GenerateCodeRequest = EmailRequest;

/**
 * POST /api/users/recover_password (the minimum length and the match are checked by the server as 422 rule
 * errors; the maximum here).
 */
export const recoverPasswordRequestSchema = z.object({
  reset_password_token: z.string().min(1, { error: MESSAGES.requiredField }),
  password: newPasswordSchema,
  password_confirmation: z.string(),
});
export type RecoverPasswordRequest = z.infer<typeof recoverPasswordRequestSchema>;

/**
 * GET /api/users/recover_password/:token (ours: the spec shows only the POST) — whether a recovery link can still
 * be used (known, not used, not expired), so its screen says so on opening instead of after the form is filled.
 * Reads, never consumes; answers 200 either way.
 */
export const recoveryLinkParamsSchema = z.object({
  token: z.string().min(1).max(REFRESH_TOKEN_MAX_LENGTH, { error: MESSAGES.invalidResetLink }),
});
export const recoveryLinkResponseSchema = z.object({ valid: z.boolean() });
export type RecoveryLinkResponse = z.infer<typeof recoveryLinkResponseSchema>;

/** PATCH /api/users/update_password */
export const updatePasswordRequestSchema = z.object({
  create_password: z.boolean().optional(),
  old_password: z.string().optional(),
  password: newPasswordSchema,
  password_confirmation: z.string(),
});
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequestSchema>;

/** GET /api/auth/check_if_account_already_exist?email= */
export const checkAccountQuerySchema = z.object({ email: emailSchema });
export type CheckAccountQuery = z.infer<typeof checkAccountQuerySchema>;
export const checkAccountResponseSchema = z.object({ exists: z.boolean(), have_password: z.boolean() });
export type CheckAccountResponse = z.infer<typeof checkAccountResponseSchema>;

/**
 * 403 of a sign-in (password or code) by a user whose access the account's owner turned off (status inactive).
 * Said only to who proves the account is theirs (the right password or code): a wrong one still gets
 * "E-mail ou senha inválidos", so a guess does not learn that the account exists.
 */
export const ACCESS_DISABLED_MESSAGE =
  'Seu acesso foi desativado pelo responsável da conta. Fale com ele para reativá-lo.';

/** The e-mailed sign-in code: six digits (said so to the user, not as the regex). */
export const CODE_FORMAT_MESSAGE = 'O código tem 6 dígitos';

/** POST /api/auth/signin_with_code_or_password: exactly one of code or password. */
export const signInWithCodeOrPasswordRequestSchema = z
  .object({
    email: emailSchema,
    code: z
      .string({ error: CODE_FORMAT_MESSAGE })
      .regex(/^\d{6}$/, { error: CODE_FORMAT_MESSAGE })
      .optional(),
    password: z.string().min(1, { error: MESSAGES.requiredField }).optional(),
  })
  .refine((v) => (v.code === undefined) !== (v.password === undefined), {
    error: 'Informe o código ou a senha',
    path: ['code'],
  });
export type SignInWithCodeOrPasswordRequest = z.infer<typeof signInWithCodeOrPasswordRequestSchema>;

/** A plain `{ message }` success answer (e-mail sent, password changed, code sent). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
