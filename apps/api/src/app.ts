// The whole API as one Fastify instance: every plugin and module registered explicitly. It never listens.
import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '@/config.ts';
import type { Database } from '@/db/client.ts';
import { useBrazilianZodMessages } from '@/lib/zod-locale.ts';
import { accountUsersRoutes } from '@/modules/account-users/account-users.routes.ts';
import { accountsRoutes } from '@/modules/accounts/accounts.routes.ts';
import { adminRoutes } from '@/modules/admin/admin.routes.ts';
import { adminCompaniesRoutes } from '@/modules/admin-companies/admin-companies.routes.ts';
import { analyticsRoutes } from '@/modules/analytics/analytics.routes.ts';
import { authRoutes } from '@/modules/auth/auth.routes.ts';
import { automaticListRoutes } from '@/modules/automatic-list/automatic-list.routes.ts';
import { autoplayRoutes } from '@/modules/autoplay/autoplay.routes.ts';
import { companiesRoutes } from '@/modules/companies/companies.routes.ts';
import { contractsRoutes } from '@/modules/contracts/contracts.routes.ts';
import { creditsRoutes } from '@/modules/credits/credits.routes.ts';
import { exportSettingsRoutes } from '@/modules/exports/export-settings.routes.ts';
import { exportsRoutes } from '@/modules/exports/exports.routes.ts';
import { filtersRoutes } from '@/modules/filters/filters.routes.ts';
import { healthRoutes } from '@/modules/health/health.routes.ts';
import { historyRoutes } from '@/modules/history/history.routes.ts';
import { integrationsRoutes } from '@/modules/integrations/integrations.routes.ts';
import { listCompaniesRoutes } from '@/modules/list-companies/list-companies.routes.ts';
import { listsRoutes } from '@/modules/lists/lists.routes.ts';
import { mailRoutes } from '@/modules/mail/mail.routes.ts';
import { notesRoutes } from '@/modules/notes/notes.routes.ts';
import { notificationsRoutes } from '@/modules/notifications/notifications.routes.ts';
import { onboardingRoutes } from '@/modules/onboarding/onboarding.routes.ts';
import { plansRoutes } from '@/modules/plans/plans.routes.ts';
import { reactivationRoutes } from '@/modules/reactivation/reactivation.routes.ts';
import { referralRoutes } from '@/modules/referral/referral.routes.ts';
import { salesSignalsRoutes } from '@/modules/sales-signals/sales-signals.routes.ts';
import { searchRoutes } from '@/modules/search/search.routes.ts';
import { shopRoutes } from '@/modules/shop/shop.routes.ts';
import { supportRoutes } from '@/modules/support/support.routes.ts';
import { surveysRoutes } from '@/modules/surveys/surveys.routes.ts';
import { usersRoutes } from '@/modules/users/users.routes.ts';
import { validationRoutes } from '@/modules/validation/validation.routes.ts';
import { welcomeRoutes } from '@/modules/welcome/welcome.routes.ts';
import { authPlugin } from '@/plugins/auth.ts';
import { dbPlugin } from '@/plugins/db.ts';
import { errorsPlugin, frameworkErrors, isApiPath } from '@/plugins/errors.ts';
import { jsonBodyPlugin } from '@/plugins/json-body.ts';
import { mailPlugin } from '@/plugins/mail.ts';
import { openapiPlugin } from '@/plugins/openapi.ts';
import { rateLimitPlugin } from '@/plugins/rate-limit.ts';
import { registryPlugin } from '@/plugins/registry.ts';
import { securityHeadersPlugin } from '@/plugins/security-headers.ts';
import '@/plugins/types.ts';

export type BuildOptions = {
  /** An opened and migrated database; the app closes it on close. */
  database: Database;
  logger?: FastifyServerOptions['logger'];
};

/**
 * The build's hashed files (`/assets/`) never change under their name: a browser keeps them a year without
 * asking again (a reload re-checked each of some 100 files). Anything else (index.html, public files) is checked
 * on every load, so a new build is picked up at once.
 */
export function cacheControlFor(path: string): string {
  return /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export async function buildApp(config: AppConfig, options: BuildOptions): Promise<FastifyInstance> {
  useBrazilianZodMessages();
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  await app.register(securityHeadersPlugin);
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(dbPlugin, { database: options.database });
  await app.register(mailPlugin);
  await app.register(rateLimitPlugin);
  await app.register(authPlugin);
  await app.register(openapiPlugin);
  await app.register(registryPlugin, { path: config.registryPath });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(accountUsersRoutes);
  await app.register(accountsRoutes);
  await app.register(adminRoutes);
  await app.register(adminCompaniesRoutes);
  await app.register(creditsRoutes);
  await app.register(analyticsRoutes);
  await app.register(mailRoutes);
  await app.register(searchRoutes);
  await app.register(companiesRoutes);
  await app.register(historyRoutes);
  await app.register(filtersRoutes);
  await app.register(listsRoutes);
  await app.register(listCompaniesRoutes);
  await app.register(automaticListRoutes);
  await app.register(notesRoutes);
  await app.register(autoplayRoutes);
  await app.register(exportsRoutes);
  await app.register(exportSettingsRoutes);
  await app.register(integrationsRoutes);
  await app.register(notificationsRoutes);
  await app.register(validationRoutes);
  await app.register(welcomeRoutes);
  await app.register(plansRoutes);
  await app.register(contractsRoutes);
  await app.register(shopRoutes);
  await app.register(onboardingRoutes);
  await app.register(surveysRoutes);
  await app.register(reactivationRoutes);
  await app.register(referralRoutes);
  await app.register(salesSignalsRoutes);
  await app.register(supportRoutes);

  if (config.webDistDir && existsSync(config.webDistDir)) {
    // The built SPA, files looked up per request (a rebuild under a running server serves its new assets);
    // unknown non-API paths fall back to index.html (see the errors plugin's not-found handler). An /api path
    // the router did not match never reaches the files (a name too long for the file system answered 403): its
    // wildcard route sends it to the errors plugin's JSON 404 first. (`allowedPath` is checked only after the
    // file system's own refusals, so it cannot do this.)
    app.addHook('onRoute', (route) => {
      if (route.url !== '/*') return;
      const own = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [
        async (request, reply) => (isApiPath(request.url) ? reply.callNotFound() : undefined),
        ...own,
      ];
    });
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: true,
      // The build writes .br and .gz beside each text file (apps/web/vite-precompress.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => reply.header('cache-control', cacheControlFor(path)),
    });
  }
  return app;
}
