// The databases a benchmark runs on: PGlite in memory, and PostgreSQL, either a fresh database on
// BENCH_DATABASE_URL's server (created, then dropped) or a throw-away server on BENCH_PG_PORT
// (default 5434; skipped when PostgreSQL is not installed).
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../apps/server/src/db/client';
import { startThrowawayPostgres } from './throwaway-postgres';

/** Runs `run` on PGlite (in memory), then on PostgreSQL; closes each database afterwards. */
export async function onEachDatabase(
  run: (label: string, database: Database) => Promise<void>,
  options: { poolSize?: number } = {},
) {
  // BENCH_DATABASES=pglite or postgres: only that one.
  const only = process.env.BENCH_DATABASES;
  if (only !== 'postgres') await onPglite(run);
  if (only === 'pglite') return;
  await withPostgres(async (url, label) => {
    const database = openPostgres(url, options.poolSize ?? 10);
    try {
      await run(label, database);
    } finally {
      await database.close();
    }
  });
}

async function onPglite(run: (label: string, database: Database) => Promise<void>) {
  const pglite = await openPglite({});
  try {
    await run('PGlite (in memory)', pglite);
  } finally {
    await pglite.close();
  }
}

/** PostgreSQL to measure on: a fresh database on BENCH_DATABASE_URL's server, or a throw-away server. */
async function withPostgres(run: (url: string, label: string) => Promise<void>) {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) {
    const name = `rally_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: given });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(given);
      url.pathname = `/${name}`;
      await run(url.toString(), `PostgreSQL (${url.host})`);
    } finally {
      await dropWhenFree(admin, name);
      await admin.end();
    }
    return;
  }
  const server = startThrowawayPostgres(Number(process.env.BENCH_PG_PORT ?? 5434));
  if (!server) {
    console.log('PostgreSQL: skipped (not installed; set BENCH_DATABASE_URL or apt-get install postgresql)');
    return;
  }
  try {
    await run(server.url, `PostgreSQL ${server.version} (fsync off)`);
  } finally {
    server.stop();
  }
}

/**
 * Drops the bench database once the closed pool's last connections have gone. Not WITH (FORCE):
 * forcing kills connections the pool is still ending, and the pool then throws for them.
 */
async function dropWhenFree(admin: pg.Client, name: string) {
  for (let attempt = 0; attempt < 40; attempt++) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  console.log(`(could not drop ${name}; drop it by hand)`);
}
