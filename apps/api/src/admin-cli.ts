// Operators' commands on the app database (`npm run admin -- …` from the repository's root, with the server's
// DATA_DIR or DATABASE_URL). With the embedded database (no DATABASE_URL) stop the server first: its files
// belong to one process at a time (refused while the server holds them, db/data-dir-lock.ts).
//   promover EMAIL   makes a user of Prospecta's own account an active admin (a team left without one)
import { loadConfig } from '@/config.ts';
import { openDatabaseOrExit } from '@/db/client.ts';
import { promoteToAdmin } from '@/modules/admin/promote-admin.ts';

const USAGE = 'Uso: npm run admin -- promover EMAIL';
const [command, email] = process.argv.slice(2);
if (command !== 'promover' || !email) {
  console.error(USAGE);
  process.exit(2);
}

const database = await openDatabaseOrExit(loadConfig().database);
try {
  await database.migrate();
  const outcome = await promoteToAdmin(database.db, email);
  if (!outcome.ok) {
    console.error(outcome.message);
    process.exitCode = 1;
  } else {
    const was = outcome.before === 'admin' ? 'já era admin' : `era ${outcome.before}`;
    const on = outcome.wasOff ? '; estava desativado e foi reativado' : '';
    console.log(`${outcome.name} <${outcome.email}> agora é admin (${was}${on}).`);
  }
} finally {
  await database.close();
}
