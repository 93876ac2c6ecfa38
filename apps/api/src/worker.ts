// Runs job workers alone (`npm run worker`): the same app (registry, config, mail, job handlers) without
// listening, so any number of these share the jobs table with the API processes (start those with
// WORKER=false to leave all jobs to these).
import { buildApp } from '@/app.ts';
import { loadConfig } from '@/config.ts';
import { openDatabaseOrExit } from '@/db/client.ts';
import { startWorker } from '@/jobs/worker.ts';

const config = loadConfig();
const database = await openDatabaseOrExit(config.database);
await database.migrate();
const app = await buildApp(config, { database });
await app.ready();

const worker = startWorker(app);
app.log.info({ worker: worker.id }, 'job worker started');

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'stopping the job worker');
    worker
      .stop()
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'error while stopping');
          process.exit(1);
        },
      );
  });
}
