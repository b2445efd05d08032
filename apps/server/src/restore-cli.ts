// npm run restore FILE: puts a backup of `npm run backup` back into an EMPTY database (issue 31,
// docs/backups.md); it refuses one that holds anything.
//   rally-pglite-….tar.gz  into DATA_DIR, which must be missing or empty (stop the server, move the old folder away);
//   rally-postgres-….dump  into DATABASE_URL, a database with no tables (create a new one).
// Start the server afterwards: it applies any migration newer than the backup.
import { readFileSync } from 'node:fs';
import { loadConfig } from './config';
import { lockDataDir, LOCK_FILE } from './db/data-dir-lock';
import { backupKindOf } from './backup/backup-files';
import { isEmptyDataDir, restorePglite } from './backup/pglite-backup';
import { restorePostgres } from './backup/postgres-backup';

const [file] = process.argv.slice(2);
const config = loadConfig();
try {
  const kind = file ? backupKindOf(file) : null;
  if (!file || !kind)
    throw new Error('Usage: npm run restore -- <backup file: rally-pglite-….tar.gz or rally-postgres-….dump>');
  if (kind === 'postgres') {
    if (!config.databaseUrl)
      throw new Error('A PostgreSQL backup is restored into DATABASE_URL: set it to an empty database.');
    await restorePostgres(file, config.databaseUrl);
    console.log(`Restored ${file} into ${new URL(config.databaseUrl).pathname.slice(1)}.`);
  } else {
    if (config.databaseUrl) throw new Error('An embedded backup is restored into DATA_DIR: unset DATABASE_URL.');
    if (!isEmptyDataDir(config.dataDir))
      throw new Error(
        `${config.dataDir} is not empty: restore puts a backup into an empty folder only (move the old one away first).`,
      );
    const lock = lockDataDir(config.dataDir);
    try {
      await restorePglite(readFileSync(file), config.dataDir, LOCK_FILE);
    } finally {
      lock.release();
    }
    console.log(`Restored ${file} into ${config.dataDir}.`);
  }
} catch (error) {
  console.error(`The restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
