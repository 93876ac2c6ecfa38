// The signed-in user's own data and password.
import type { Role } from '@prospecta/contracts/auth';
import { MESSAGES } from '@prospecta/contracts/errors';
import type { AccountType, BasicInformationResponse, MeResponse } from '@prospecta/contracts/user';
import type { AppConfig } from '@/config.ts';
import type { Db } from '@/db/client.ts';
import { notFound, unprocessable } from '@/lib/http-error.ts';
import { isStaff } from '@/lib/staff.ts';
import { revokeUserRefreshTokens, spendOpenPasswordResets } from '@/modules/auth/auth.repository.ts';
import { assertNewPassword, hashPassword, verifyPassword } from '@/modules/auth/passwords.ts';
import type { MailService } from '@/modules/mail/mail.service.ts';
import { openOnComputerMail } from '@/modules/mail/mail.templates.ts';
import { findOpenToken } from '@/modules/reactivation/reactivation.repository.ts';
import type { AuthUser } from '@/plugins/types.ts';
import { findPasswordHash, findProfile, updatePasswordHash } from './users.repository.ts';

const FIRST_MONTH_MS = 30 * 24 * 60 * 60 * 1000;

/** A user is in their first month for 30 days after creation. */
export const isInFirstMonth = (createdAt: Date, now: Date): boolean =>
  now.getTime() - createdAt.getTime() < FIRST_MONTH_MS;

type Deps = { db: Db; config: AppConfig; mail: MailService };
type UpdatePassword = {
  create_password?: boolean;
  old_password?: string;
  password: string;
  password_confirmation: string;
};

export function createUsersService({ db, config, mail }: Deps) {
  const scopeOf = (user: AuthUser) => ({ userId: user.id, accountId: user.accountId });

  async function profile(user: AuthUser) {
    const row = await findProfile(db, scopeOf(user));
    if (!row) throw notFound();
    return row;
  }

  return {
    async me(user: AuthUser, now = new Date()): Promise<MeResponse> {
      const { user: u, account: a, skipOriginCheck, cs } = await profile(user);
      const staff = isStaff({ role: u.role, email: u.email }, config.staffEmailDomain);
      return {
        id: u.id,
        account_id: a.id,
        name: u.name,
        email: u.email,
        role: u.role as Role,
        account_type: a.accountType as AccountType,
        onboarding_remember_me: u.onboardingRememberMe,
        has_onboarding: u.hasOnboarding,
        feature_group: a.featureGroup,
        account_origin: a.origin,
        skip_origin_check: skipOriginCheck ?? false,
        account_channel: a.channel,
        account_campaign: a.campaign,
        created_at: u.createdAt.toISOString(),
        // The search allow-list for prospectors (PROSPECTOR_SEARCH_ACCOUNT_IDS) reaches the web app as a feature.
        features: config.prospectorSearchAccountIds.includes(a.id)
          ? [...new Set([...a.features, 'prospector_search'])]
          : a.features,
        customer_id: a.customerId,
        superlogica_id: a.superlogicaId,
        pipedrive_token: u.pipedriveToken,
        rdstation_token: u.rdstationToken,
        salesforce_token: u.salesforceToken,
        banner_goal_achievement: u.bannerGoalAchievement,
        user_in_first_month: isInFirstMonth(u.createdAt, now),
        account_cs: cs ? { cs_email: cs.email, cs_avatar: cs.img } : null,
        // From the account's open welcome-back token, not the stored flag: a colleague added after the token
        // was given may claim it too, and an expired token offers nothing.
        can_reactivate: !staff && (await findOpenToken(db, a.id, now)) !== null,
        show_speedmail_app: u.showSpeedmailApp,
        sharable_access_token: u.sharableAccessToken,
        csgpt: u.csgpt,
        have_password: u.passwordHash !== null,
        is_staff: staff,
      };
    },

    async basicInformation(user: AuthUser): Promise<BasicInformationResponse> {
      const { user: u, account: a } = await profile(user);
      return {
        id: u.id,
        name: u.name,
        email: u.email,
        role: u.role as Role,
        account_id: a.id,
        account_name: a.name,
        plan_name: a.planName,
      };
    },

    /**
     * `create_password` sets a first password for a user who has none; otherwise the old one is required.
     * Every other session of the user ends (their refresh tokens are revoked, which also ends the access
     * tokens handed out to them: plugins/auth.ts); `sessionId`, the session that made the change (the `sid`
     * of its access token), goes on, with the user's other tabs of that browser. Without it (a token from
     * before `sid`) every session ends.
     */
    async updatePassword(
      user: AuthUser,
      input: UpdatePassword,
      sessionId: string | null = null,
    ): Promise<{ created: boolean }> {
      const current = await findPasswordHash(db, scopeOf(user));
      if (current === undefined) throw notFound();
      const creating = input.create_password === true && current === null;
      if (!creating && !(await verifyPassword(current, input.old_password ?? ''))) {
        throw unprocessable(MESSAGES.wrongCurrentPassword);
      }
      assertNewPassword(input.password, input.password_confirmation);
      // The same password again changes nothing, though "Senha alterada com sucesso" said it did.
      if (!creating && (await verifyPassword(current, input.password))) {
        throw unprocessable(MESSAGES.samePassword);
      }
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        // The row's update comes first and locks it: a renewal of another session under way finishes
        // before the revocation reads the tokens (see lockTokenOwner in auth.repository.ts).
        await updatePasswordHash(tx, scopeOf(user), passwordHash);
        await spendOpenPasswordResets(tx, scopeOf(user));
        await revokeUserRefreshTokens(tx, scopeOf(user), {
          reason: 'password_changed',
          exceptFamilyId: sessionId,
        });
      });
      return { created: creating };
    },

    async sendOpenOnComputerLink(user: AuthUser): Promise<void> {
      const link = `${config.appUrl}/login`;
      await mail.send({ accountId: user.accountId, to: user.email, ...openOnComputerMail(user.name, link) });
    },
  };
}
