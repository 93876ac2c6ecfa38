// GET/PUT/DELETE /api/user/exportation_filters_and_fields: each user's saved export fields and filters.
import {
  EXPORTS_API_PATHS,
  savedSettingsResponseSchema,
  savedSettingsSchema,
} from '@prospecta/contracts/exports-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/lib/error-responses.ts';
import { currentUser } from '@/plugins/auth.ts';
import { deleteSettings, saveSettings, settingsOf } from './exports.repository.ts';

const errors = errorResponses(400, 401);

export const exportSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.authenticate };
  const read = async (userId: string) => {
    const row = await settingsOf(app.db, userId);
    const parsed = row ? savedSettingsSchema.safeParse(row.settings) : null;
    return { settings: parsed?.success ? parsed.data : null };
  };

  app.get(
    EXPORTS_API_PATHS.savedSettings,
    { ...auth, schema: { response: { 200: savedSettingsResponseSchema, ...errors } } },
    async (req) => read(currentUser(req).id),
  );

  app.put(
    EXPORTS_API_PATHS.savedSettings,
    {
      ...auth,
      schema: { body: savedSettingsSchema, response: { 200: savedSettingsResponseSchema, ...errors } },
    },
    async (req) => {
      const user = currentUser(req);
      await saveSettings(app.db, user.id, user.accountId, req.body);
      return read(user.id);
    },
  );

  app.delete(
    EXPORTS_API_PATHS.savedSettings,
    { ...auth, schema: { response: { 200: savedSettingsResponseSchema, ...errors } } },
    async (req) => {
      await deleteSettings(app.db, currentUser(req).id);
      return { settings: null };
    },
  );
};
