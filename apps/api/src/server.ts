// Runs the API: config → migrations → demo seed → listen → job worker; serves the built SPA when it exists.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from '@/app.ts';
import { loadConfig } from '@/config.ts';
import { openDatabase } from '@/db/client.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from '@/db/seed.ts';
import { startWorker, stopWorker } from '@/jobs/worker.ts';

const config = loadConfig();
const webDist = config.webDistDir ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
config.webDistDir = existsSync(webDist) ? webDist : undefined;

const database = await openDatabase(config.database);
await database.migrate();
const app = await buildApp(config, { database });

if (config.seedDemo) {
  const seeded = await seedDemo(app.db);
  const lines = DEMO_USERS.map((u) => `  ${u.email.padEnd(28)} ${u.role}`);
  console.log(
    `${seeded ? 'Contas de demonstração criadas' : 'Contas de demonstração'} (senha "${DEMO_PASSWORD}"):\n${lines.join('\n')}`,
  );
}
if (!config.webDistDir) app.log.warn('apps/web/dist not found: serving the API only');

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    // Running jobs finish (or go back to the queue) before the database closes.
    stopWorker()
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (err) => {
          app.log.error({ err }, 'error while closing');
          process.exit(1);
        },
      );
  });
}

await app.listen({ port: config.port, host: config.host });
// Background jobs run here unless WORKER=false (then `npm run worker` runs them).
if (config.worker !== false) startWorker(app);
