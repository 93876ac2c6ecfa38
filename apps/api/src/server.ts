// Runs the API: config → migrations → demo seed → listen → job worker; serves the built SPA when it exists.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { buildApp } from '@/app.ts';
import { loadConfig } from '@/config.ts';
import { openDatabaseOrExit } from '@/db/client.ts';
import { users } from '@/db/schema/users.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from '@/db/seed.ts';
import { startWorker, stopWorker } from '@/jobs/worker.ts';

const config = loadConfig();
const webDist = config.webDistDir ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
config.webDistDir = existsSync(webDist) ? webDist : undefined;

const database = await openDatabaseOrExit(config.database);
await database.migrate();
const app = await buildApp(config, { database });

if (config.seedDemo) {
  const seeded = await seedDemo(app.db);
  // The roles the accounts have now (someone may have changed them since the seed), not the seed's.
  const now = await app.db
    .select({ email: users.email, role: users.role, active: users.active, deletedAt: users.deletedAt })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_USERS.map((u) => u.email),
      ),
    );
  const lines = DEMO_USERS.map((u) => {
    const row = now.find((r) => r.email === u.email);
    const state = !row || row.deletedAt ? 'excluída' : row.active ? row.role : `${row.role}, desativada`;
    return `  ${u.email.padEnd(28)} ${state}`;
  });
  console.log(
    `${seeded ? 'Contas de demonstração criadas' : 'Contas de demonstração'} (senha "${DEMO_PASSWORD}"):\n${lines.join('\n')}`,
  );
  const [admin] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.active, true), isNull(users.deletedAt)))
    .limit(1);
  if (!admin)
    console.log(
      '  O Prospecta está sem administrador: com o servidor parado, `npm run admin -- promover admin@prospecta.dev`.',
    );
}
if (!process.env.APP_URL)
  console.log(
    `Links dos e-mails: ${config.appUrl} (defina APP_URL com o endereço que os usuários abrem, se for outro).`,
  );
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
