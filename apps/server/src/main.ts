import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedReference } from './db/seed/reference.seed';
import { demoLogins, seedDemo } from './db/seed/demo.seed';
import { buildApp } from './app';
import { startAppJobWorker } from './jobs';

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
await seedReference(database.db);
const seeded = config.seedDemo ? await seedDemo(database.db) : false;

const app = await buildApp({ config, db: database.db });
const jobs = startAppJobWorker(app);
const shutdown = async () => {
  await app.close();
  await jobs.stop(); // after the requests in flight, which may enqueue jobs
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
console.log(`\n  Rally is running at ${config.publicUrl}  (database: ${where}${seeded ? ', demo data seeded' : ''})`);
console.log(`  API docs: ${config.publicUrl}/api/docs\n`);
if (seeded || config.seedDemo) {
  console.log('  Demo logins (password for all: tennis-demo):');
  for (const login of demoLogins) console.log(`    ${login.email.padEnd(28)} ${login.what}`);
  console.log('');
}
