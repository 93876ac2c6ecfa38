// The signed-in user, account and credit shapes, plus page-view tracking.
import { z } from 'zod';
import { roleSchema } from './auth.ts';

export const ACCOUNT_TYPES = [
  'free',
  'active',
  'suspended',
  'migrated',
  'canceled',
  'test',
  'internal',
] as const;
export const accountTypeSchema = z.enum(ACCOUNT_TYPES);
export type AccountType = z.infer<typeof accountTypeSchema>;

export const accountCsSchema = z
  .object({ cs_email: z.string(), cs_avatar: z.string().nullable() })
  .nullable();

/** GET /api/user/me: the spec's Authenticated user plus `is_staff`. */
export const meResponseSchema = z.object({
  id: z.string(),
  account_id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  account_type: accountTypeSchema,
  onboarding_remember_me: z.boolean(),
  has_onboarding: z.boolean(),
  feature_group: z.string().nullable(),
  account_origin: z.string().nullable(),
  skip_origin_check: z.boolean(),
  account_channel: z.string().nullable(),
  account_campaign: z.string().nullable(),
  created_at: z.string(),
  features: z.array(z.string()),
  customer_id: z.string().nullable(),
  superlogica_id: z.string().nullable(),
  pipedrive_token: z.string().nullable(),
  rdstation_token: z.string().nullable(),
  salesforce_token: z.string().nullable(),
  banner_goal_achievement: z.boolean(),
  user_in_first_month: z.boolean(),
  account_cs: accountCsSchema,
  can_reactivate: z.boolean(),
  show_speedmail_app: z.boolean(),
  sharable_access_token: z.string().nullable(),
  csgpt: z.boolean(),
  have_password: z.boolean(),
  is_staff: z.boolean(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
export type AuthenticatedUser = MeResponse;

/** GET /api/user/basic_information */
export const basicInformationResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  account_id: z.string(),
  account_name: z.string(),
  plan_name: z.string().nullable(),
});
export type BasicInformationResponse = z.infer<typeof basicInformationResponseSchema>;

/** Account credits: remaining click and export credits and the unlimited-click flag. */
export const accountCreditsSchema = z.object({
  click: z.number(),
  export: z.number(),
  unlimitedClick: z.boolean(),
});
export type AccountCredits = z.infer<typeof accountCreditsSchema>;

/** GET /api/user/account: plan information. */
export const accountInformationResponseSchema = z.object({
  _id: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  currentClickCredits: z.number(),
  currentExportCredits: z.number(),
  excludedCnpjs: z.array(z.string()),
  maxUsersCount: z.number(),
  planName: z.string().nullable(),
  unlimitedCredits: z.boolean(),
  updatedAt: z.string(),
  credits: accountCreditsSchema,
});
export type AccountInformationResponse = z.infer<typeof accountInformationResponseSchema>;

/** The longest path a page view keeps: a search's address can carry thousands of CNPJs. */
export const PAGE_VIEW_PATH_MAX = 2048;

/** POST /api/user/page_views → 204 */
export const pageViewRequestSchema = z.object({ path: z.string().min(1).max(PAGE_VIEW_PATH_MAX) });
export type PageViewRequest = z.infer<typeof pageViewRequestSchema>;

/** GET /api/health */
export const healthResponseSchema = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * GET user/valid_token (the spec's token check, disabled in the original front end): a token the API takes
 * answers when it expires; any other is refused with 401 and the session-ended message, as every route.
 */
export const validTokenResponseSchema = z.object({ valid: z.literal(true), expires_at: z.string() });
export type ValidTokenResponse = z.infer<typeof validTokenResponseSchema>;
