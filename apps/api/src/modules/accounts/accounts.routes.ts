import {
  ACCOUNT_PREFERENCES_MESSAGES,
  accountPreferencesSchema,
  keywordsAvailableResponseSchema,
  savePreferencesResponseSchema,
  updateAccountPreferencesSchema,
} from '@prospecta/contracts/account-preferences-api';
import { accountInformationResponseSchema } from '@prospecta/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/lib/error-responses.ts';
import { currentUser } from '@/plugins/auth.ts';
import { changePreferences, readPreferences } from './account-preferences.service.ts';
import { accountInformation } from './accounts.service.ts';

const errors = errorResponses(400, 401, 403, 404);

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

  app.get(
    '/api/account_preferences/keywords_available',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: keywordsAvailableResponseSchema, ...errors } },
    },
    async (req) => ({ keywords: (await readPreferences(app.db, currentUser(req))).keywordsAvailable }),
  );
};
