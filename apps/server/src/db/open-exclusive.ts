import type { Config } from '../config';
import { openDatabase, type Database } from './client';
import { lockDataDir } from './data-dir-lock';

/**
 * Opens the configured database for a process that will write to it (the server, a migration,
 * an operator's command). The embedded PGlite folder is locked first and unlocked on close, so
 * such a process refuses with DataDirLockedError instead of corrupting a running server's
 * database. PostgreSQL needs no lock: it serves many processes itself.
 */
export async function openDatabaseExclusively(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'databasePoolSize'>,
): Promise<Database> {
  if (config.databaseUrl) return openDatabase(config);
  const lock = lockDataDir(config.dataDir);
  // However the process ends (an error included), it must not leave a lock naming a live pid.
  process.once('exit', lock.release);
  try {
    const database = await openDatabase(config);
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
