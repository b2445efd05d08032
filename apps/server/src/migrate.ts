// npm run db:migrate: applies the pending migrations and exits, for a deployment step before the
// servers start (they migrate at start too; the advisory lock makes either way safe).
import { loadConfig } from './config';
import { openDatabaseExclusively } from './db/open-exclusive';

const config = loadConfig();
const database = await openDatabaseExclusively(config);
try {
  await database.migrate();
  console.log(`Migrations applied (${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}).`);
} finally {
  await database.close();
}
