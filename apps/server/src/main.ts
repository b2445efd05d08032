// The server process: `node apps/server/dist/main.js` in production (built by `npm run build`,
// started by `npm start`), `tsx src/main.ts` in development.
import { setClock } from './clock';
import { loadConfig, type Config } from './config';
import type { Database } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { openDatabaseExclusively } from './db/open-exclusive';
import { serveBackups } from './backup/pglite-backup';
import { prepareDatabase } from './db/prepare';
import { demoLogins } from './db/seed/demo.seed';
import { buildApp } from './app';
import { startAppJobWorker } from './jobs';
import { vapidKeysOf } from './modules/notifications/vapid-keys';
import { loadPasswordScorer } from '@rally/domain';

// Longer than any request should take, shorter than an orchestrator's usual 30 s grace period.
const DRAIN_DEADLINE_MS = 25_000;

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // A setting with a wrong value: its sentence says which and why, a stack trace would not help.
  console.error(`\n  Rally cannot start: ${(error as Error).message}\n`);
  process.exit(1);
}

// A browser test's instant (CLOCK_START): set before anything reads the time, the demo seed included.
if (config.clockStart) setClock(config.clockStart);

let database: Database | undefined;
try {
  // The embedded database belongs to one process: its folder is locked before it is opened.
  database = await openDatabaseExclusively(config);
  const prepared = await prepareDatabase(database, config);
  await vapidKeysOf(database.db); // Web Push's key pair: made at the first start, kept in the database (docs/notifications.md)
  const app = await buildApp({ config, db: database.db });
  await app.listen({ port: config.port, host: config.host });
  const jobs = startAppJobWorker(app); // JOBS: the jobs queue's worker (integrations/jobs); stopped in the shutdown below
  // Backups of the embedded database are taken by this process, asked through its data folder's socket (docs/backups.md).
  const stopBackups = database.kind === 'pglite' ? serveBackups(database, config.dataDir, app.log) : undefined;
  // The password estimator's dictionaries take most of a second to load: now, not in the first sign-up.
  void loadPasswordScorer().catch((error: unknown) =>
    app.log.warn({ err: error }, 'the password estimator did not load; it is tried again at the next password set'),
  );
  handleShutdown(async () => {
    await app.close(); // stops accepting, then waits for the requests in flight
    await jobs.stop(); // lets the running jobs finish (requests in flight may have queued some)
    await stopBackups?.();
    await database?.close();
  });
  printWelcome(config, prepared);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`\n  Rally cannot start: ${error.message}\n`);
  } else {
    console.error('\n  Rally could not start:', error);
  }
  await database?.close().catch(() => {});
  process.exit(1);
}

/**
 * SIGTERM (orchestrators, `kill`) and SIGINT (Ctrl-C): drain, then exit 0. Repeated signals are
 * expected, not a request to hurry: Ctrl-C reaches npm, scripts/start.mjs and this process
 * alike, and the first two pass it on. A drain that overruns the deadline exits 1.
 */
function handleShutdown(stop: () => Promise<void>) {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`  ${signal}: finishing the requests in flight, then stopping.`);
    setTimeout(() => {
      console.error(`  Still stopping after ${DRAIN_DEADLINE_MS / 1000} s: exiting without waiting.`);
      process.exit(1);
    }, DRAIN_DEADLINE_MS).unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('  Rally did not stop cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

function printWelcome(config: Config, prepared: { seededDemo: boolean; hasDemoLogins: boolean }) {
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.log(
    `\n  Rally is running at ${config.publicUrl}  (database: ${where}${prepared.seededDemo ? ', demo data seeded' : ''})`,
  );
  console.log(`  API docs: ${config.publicUrl}/api/docs\n`);
  if (config.clockStart)
    console.log(`  The clock started at ${config.clockStart} (CLOCK_START), not the machine's time.\n`);
  if (!prepared.hasDemoLogins) return;
  console.log('  Demo logins (password for all: tennis-demo):');
  for (const login of demoLogins) console.log(`    ${login.email.padEnd(28)} ${login.what}`);
  console.log('');
}
