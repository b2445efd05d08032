// npm run backup: a consistent backup of the database, named with the date (issue 31, docs/backups.md).
//   embedded (PGlite): taken by the running server through its data folder's socket, or, with no
//   server running, by this process holding the folder's lock; a gzipped tarball of the data folder.
//   PostgreSQL (DATABASE_URL): pg_dump's custom format.
// Written to BACKUP_DIR (default ./backups) as rally-<kind>-<UTC time>.tar.gz | .dump.
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';
import { openDatabaseExclusively } from './db/open-exclusive';
import { backupDir, backupName } from './backup/backup-files';
import { backupFromServer, dumpPglite } from './backup/pglite-backup';
import { dumpPostgres } from './backup/postgres-backup';
import * as clock from './clock';

const config = loadConfig();
const dir = backupDir();
mkdirSync(dir, { recursive: true });
try {
  if (config.databaseUrl) {
    const file = path.join(dir, backupName('postgres', clock.now()));
    dumpPostgres(config.databaseUrl, file);
    console.log(`Backup of PostgreSQL written: ${file} (${statSync(file).size} bytes)`);
  } else {
    const file = path.join(dir, backupName('pglite', clock.now()));
    let bytes = await backupFromServer(config.dataDir);
    let how = 'taken by the running server';
    if (!bytes) {
      const database = await openDatabaseExclusively(config);
      try {
        bytes = Buffer.from(await (await dumpPglite(database)).arrayBuffer());
      } finally {
        await database.close();
      }
      how = 'no server was running';
    }
    writeFileSync(file, bytes);
    console.log(`Backup of ${config.dataDir} written (${how}): ${file} (${bytes.length} bytes)`);
  }
} catch (error) {
  console.error(`The backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
