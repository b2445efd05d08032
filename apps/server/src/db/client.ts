import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import path from 'node:path';
import * as schema from './schema';

/** The Drizzle database, whichever driver is behind it (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; services take `Db | Tx` where they can run inside a caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/** Extensions the migrations use: btree_gist for exclusion constraints over (id, range), pg_trgm for text search. */
const requiredExtensions = ['btree_gist', 'pg_trgm'] as const;

/**
 * The advisory lock every process migrates under, so that many starting together apply the
 * migrations once: the first runs them, the others wait and then find nothing left to do.
 */
export const MIGRATION_LOCK_KEY = 7_261_700_001;

type Query = (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * Creates the extensions that are missing. Checked first rather than `IF NOT EXISTS`, which
 * still needs the right to create one: a production role without it starts fine once an
 * administrator has created them.
 */
async function createMissingExtensions(query: Query) {
  for (const name of requiredExtensions) {
    const { rows } = await query('SELECT 1 FROM pg_extension WHERE extname = $1', [name]);
    if (rows.length === 0) await query(`CREATE EXTENSION ${name}`);
  }
}

/** Migrates a PostgreSQL database on one connection holding the migration lock. */
async function migratePostgres(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await createMissingExtensions((text, params) => client.query(text, params));
      await migratePg(drizzlePg({ client, casing: 'snake_case' }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** Opens PGlite in a folder, or in memory when `dataDir` is undefined, or loads a dumped data dir. */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File }): Promise<Database> {
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    // pg_trgm: the trigram indexes of the text searches (migration members_search_trgm).
    extensions: { btree_gist, pg_trgm },
  });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // One process per data folder: no lock needed.
    migrate: async () => {
      await createMissingExtensions((text, params) => client.query(text, params));
      await migratePglite(db as never, { migrationsFolder });
    },
    close: () => client.close(),
  };
}

/** Opens a pool on a PostgreSQL server. */
export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server ends (a restart, a failover, a dropped database) emits 'error' on
  // the pool; unhandled, that would end the whole process. The pool replaces the connection.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(pool),
    close: () => pool.end(),
  };
}

/** Opens the database the config names: PostgreSQL when a URL is given (a pool of databasePoolSize), else PGlite in dataDir. */
export async function openDatabase(config: { databaseUrl?: string; dataDir: string; databasePoolSize?: number }): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, config.databasePoolSize) : openPglite({ dataDir: config.dataDir });
}
