import fp from 'fastify-plugin';
import type { Database } from '@/db/client.ts';

/** Decorates `app.db`; the caller opened and migrated the database, and this plugin closes it with the app. */
export const dbPlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('db', database.db);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'db' },
);
