import {
  ACCOUNT_PREFERENCES_MESSAGES,
  accountPreferencesSchema,
  keywordsAvailableResponseSchema,
  savePreferencesResponseSchema,
  updateAccountPreferencesSchema,
} from '@prospecta/contracts/account-preferences-api';
import { accountInformationResponseSchema } from '@prospecta/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@/lib/error-responses.ts';
import { currentUser, requireRoles } from '@/plugins/auth.ts';
import {
  changePreferences,
  ownAccountId,
  readPreferences,
  readPreferencesForStaff,
} from './account-preferences.service.ts';
import { accountInformation } from './accounts.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const accountIdParams = z.object({ id: z.string().max(64) });

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/account',
    {
      onRequest: app.authenticate,
      schema: {
        response: { 200: accountInformationResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (req) => accountInformation(app.db, currentUser(req).accountId),
  );

  app.get(
    '/api/account_preferences',
    { onRequest: app.authenticate, schema: { response: { 200: accountPreferencesSchema, ...errors } } },
    async (req) => readPreferences(app.db, currentUser(req)),
  );

  app.patch(
    '/api/account_preferences',
    {
      onRequest: app.authenticate,
      schema: {
        body: updateAccountPreferencesSchema,
        response: { 200: savePreferencesResponseSchema, ...errors },
      },
    },
    async (req) => ({
      message: ACCOUNT_PREFERENCES_MESSAGES.saved,
      preferences: await changePreferences(app.db, currentUser(req), req.body),
    }),
  );

  // The spec's paths with the account's id: the user's own account only (another id answers 404).
  app.get(
    '/api/accounts/:id/preferences',
    {
      onRequest: app.authenticate,
      schema: { params: accountIdParams, response: { 200: accountPreferencesSchema, ...errors } },
    },
    async (req) => {
      const user = currentUser(req);
      ownAccountId(user, req.params.id);
      return readPreferences(app.db, user);
    },
  );

  app.patch(
    '/api/accounts/:id/preferences',
    {
      onRequest: app.authenticate,
      schema: {
        params: accountIdParams,
        body: updateAccountPreferencesSchema,
        response: { 200: savePreferencesResponseSchema, ...errors },
      },
    },
    async (req) => {
      const user = currentUser(req);
      ownAccountId(user, req.params.id);
      return {
        message: ACCOUNT_PREFERENCES_MESSAGES.saved,
        preferences: await changePreferences(app.db, user, req.body),
      };
    },
  );

  // Staff: a customer's contact, address and segments, read only (the account's drawer, "Contato").
  app.get(
    '/api/admin/account/:id/preferences',
    {
      onRequest: [app.authenticate, requireRoles('admin', 'customer_success')],
      schema: { params: accountIdParams, response: { 200: accountPreferencesSchema, ...errors } },
    },
    async (req) => readPreferencesForStaff(app.db, req.params.id),
  );

  app.get(
    '/api/account_preferences/keywords_available',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: keywordsAvailableResponseSchema, ...errors } },
    },
    async (req) => ({ keywords: (await readPreferences(app.db, currentUser(req))).keywordsAvailable }),
  );
};
