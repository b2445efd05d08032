import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite, type Database } from '../db/client';

// Backups of the embedded database (issue 31, docs/backups.md).
//
// PGlite is PostgreSQL in one process, and the server holds its data folder exclusively
// (db/data-dir-lock.ts): no second process may open it, not even to read. So while the server
// runs, the backup is taken BY the server: `npm run backup` connects to a Unix socket the server
// opens in its data folder (only who can read the folder can reach it) and receives the dump.
//
// Why the dump is consistent: PGlite runs one statement at a time, and every query and every
// transaction holds its transaction mutex. The dump runs CHECKPOINT (committed pages written to
// the files), then takes that mutex (no transaction is half done while it holds it) and
// `dumpDataDir` copies the whole data folder into a gzipped tarball: the files of a cluster with
// no transaction open, whose WAL holds every commit since the checkpoint. PGlite opens it as it
// opens any folder (`loadDataDir`), replaying that WAL: the state at the last commit before the copy.

/** The socket's file name in the data folder. */
export const BACKUP_SOCKET = 'rally-backup.sock';

/** The PGlite client behind a Database opened by db/client.ts (drizzle keeps it as `$client`). */
const clientOf = (database: Database) => (database.db as unknown as { $client: PGlite }).$client;

type Exclusive = { _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> };

/** A consistent gzipped tarball of the embedded database's data folder (see above). */
export async function dumpPglite(database: Database): Promise<Blob> {
  if (database.kind !== 'pglite') throw new Error('dumpPglite: not an embedded database');
  const client = clientOf(database);
  // Every query takes the transaction mutex itself: CHECKPOINT first, then the copy holding it.
  await client.exec('CHECKPOINT');
  return (client as unknown as Exclusive)._runExclusiveTransaction(
    async () => (await client.dumpDataDir('gzip')) as Blob,
  );
}

/** Serves backups on the data folder's socket while the server runs; answers a function that stops it. */
export function serveBackups(database: Database, dataDir: string, log: { error: (o: object, m: string) => void }) {
  const file = path.join(dataDir, BACKUP_SOCKET);
  rmSync(file, { force: true }); // a socket left by a server that crashed (the folder's lock is ours now)
  const server = net.createServer((socket) => {
    socket.on('error', () => socket.destroy());
    dumpPglite(database)
      .then(async (blob) => socket.end(Buffer.from(await blob.arrayBuffer())))
      .catch((error: unknown) => {
        log.error({ err: error }, 'the backup failed');
        socket.destroy();
      });
  });
  server.listen(file);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      rmSync(file, { force: true });
    });
}

/** Asks the server running on `dataDir` for a backup; null when no server listens there. */
export function backupFromServer(dataDir: string): Promise<Buffer | null> {
  const file = path.join(dataDir, BACKUP_SOCKET);
  if (!existsSync(file)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(file);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () =>
      chunks.length ? resolve(Buffer.concat(chunks)) : reject(new Error('The server sent no backup.')),
    );
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? resolve(null) : reject(error),
    );
  });
}

/** True when the folder holds no database: missing, or empty but for this process's own lock file. */
export function isEmptyDataDir(dataDir: string, ownLock?: string): boolean {
  if (!existsSync(dataDir)) return true;
  return readdirSync(dataDir).filter((name) => name !== ownLock).length === 0;
}

/** Puts a PGlite backup into an empty data folder; refuses a folder that holds anything. */
export async function restorePglite(dump: Buffer, dataDir: string, ownLock?: string): Promise<void> {
  if (!isEmptyDataDir(dataDir, ownLock))
    throw new Error(
      `${dataDir} is not empty: restore puts a backup into an empty folder only (move the old one away first).`,
    );
  mkdirSync(dataDir, { recursive: true });
  const database = await openPglite({ dataDir, loadDataDir: new Blob([dump]) });
  await database.close();
}
