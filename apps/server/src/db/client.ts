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
import { trackCommits } from './after-commit';
import { markOneConnection } from './read-together';

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
  const db = trackCommits(drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db);
  markOneConnection(db);
  // One process, but NOTIFY still tells of writes no code announced (another table's cascade).
  subscribers.set(db, (channel, listener) => {
    client.listen(channel, listener.onNotify).then(listener.onReady, listener.onLost);
  });
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

/** What a LISTEN subscriber hears: each notification's payload, and when it is (again) listening or has lost the connection. */
export type ChannelListener = { onNotify: (payload: string) => void; onReady: () => void; onLost: () => void };
type Subscribe = (channel: string, listener: ChannelListener) => void;
const subscribers = new WeakMap<object, Subscribe>();
/** Databases other processes may write too (PostgreSQL): their caches must hear of other processes' changes. */
const sharedDatabases = new WeakSet<object>();

/**
 * Listens on a NOTIFY channel: on PostgreSQL on the process's one LISTEN connection (reconnected a
 * second after it drops; `onLost` then `onReady` again), on PGlite on its one connection. False
 * when the database handle is not one this file opened, and nothing is started.
 */
export function listenFor(db: object, channel: string, listener: ChannelListener): boolean {
  const subscribe = subscribers.get(db);
  if (!subscribe) return false;
  subscribe(channel, listener);
  return true;
}

/**
 * As listenFor, for what only other processes' writes make stale (this process's own drop its
 * entries as they commit): listens on PostgreSQL; false on PGlite (one process per data folder)
 * and on a handle this file did not open, where nothing is started.
 */
export const listenToOtherProcesses = (db: object, channel: string, listener: ChannelListener): boolean =>
  sharedDatabases.has(db) && listenFor(db, channel, listener);

/**
 * How long a lost LISTEN connection waits before it is replaced: a second, or
 * PG_LISTEN_RECONNECT_MS (a test that must see the lost state for longer on a loaded machine).
 */
const listenReconnectMs = () => Number(process.env.PG_LISTEN_RECONNECT_MS) || 1000;

/**
 * The LISTEN connection of a pool's database: one per process, whatever the number of channels
 * (the day view's rally_bookings, the access caches' rally_access), opened at the first
 * subscription and kept open until `stop`; a lost one is replaced a second later and every
 * subscriber hears `onLost`, then `onReady` once its channel is listened to again.
 */
function channelListeners(url: string) {
  const channels = new Map<string, Set<ChannelListener>>();
  type Connection = {
    client: pg.Client;
    lost: boolean;
    connected: Promise<unknown>;
    listening: Map<string, Promise<unknown>>;
  };
  let current: Connection | undefined;
  /** A lost connection's replacement is due (subscribers meanwhile wait for it). */
  let reconnecting = false;
  let stopped = false;

  const attach = (connection: Connection, channel: string, listener: ChannelListener) => {
    connection.connected
      .then(() => {
        let listening = connection.listening.get(channel);
        if (!listening) connection.listening.set(channel, (listening = connection.client.query(`LISTEN ${channel}`)));
        return listening;
      })
      .then(() => {
        if (!connection.lost) listener.onReady();
      })
      .catch(() => {}); // the connection's 'error' or 'end' handler below takes it from here
  };

  const connect = () => {
    reconnecting = false;
    if (stopped) return;
    const client = new pg.Client({ connectionString: url });
    const connection: Connection = { client, lost: false, connected: client.connect(), listening: new Map() };
    current = connection;
    const lose = () => {
      if (connection.lost) return;
      connection.lost = true;
      if (current === connection) current = undefined;
      for (const listeners of channels.values()) for (const listener of listeners) listener.onLost();
      client.end().catch(() => {});
      if (stopped) return;
      reconnecting = true;
      setTimeout(connect, listenReconnectMs()).unref();
    };
    client.on('notification', (message) => {
      for (const listener of channels.get(message.channel) ?? []) listener.onNotify(message.payload ?? '');
    });
    client.on('error', lose);
    client.on('end', lose);
    connection.connected.catch(lose);
    for (const [channel, listeners] of channels)
      for (const listener of listeners) attach(connection, channel, listener);
  };

  const subscribe: Subscribe = (channel, listener) => {
    let listeners = channels.get(channel);
    if (!listeners) channels.set(channel, (listeners = new Set()));
    listeners.add(listener);
    if (current) attach(current, channel, listener);
    else if (!stopped && !reconnecting) connect();
  };
  const stop = async () => {
    stopped = true;
    await current?.client.end().catch(() => {});
  };
  return { subscribe, stop };
}

/** Opens a pool on a PostgreSQL server. */
export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server ends (a restart, a failover, a dropped database) emits 'error' on
  // the pool; unhandled, that would end the whole process. The pool replaces the connection.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  const db = trackCommits(drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db);
  const listeners = channelListeners(url);
  subscribers.set(db, listeners.subscribe);
  sharedDatabases.add(db);
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(pool),
    close: async () => {
      await listeners.stop();
      await pool.end();
    },
  };
}

/** Opens the database the config names: PostgreSQL when a URL is given (a pool of databasePoolSize), else PGlite in dataDir. */
export async function openDatabase(config: {
  databaseUrl?: string;
  dataDir: string;
  databasePoolSize?: number;
}): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databasePoolSize)
    : openPglite({ dataDir: config.dataDir });
}
