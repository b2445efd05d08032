import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../db/client';
import { openTestDatabase } from '../../test/helpers';
import { isPostgres } from '../../test/concurrency';
import { backupFromServer, restorePglite, serveBackups } from './pglite-backup';
import { backupKindOf, backupName } from './backup-files';
import { nonEmpty, tableContents } from './backup-compare.test-helpers';

// The embedded database's backup (issue 31, docs/backups.md): taken through the running server's
// socket from a database with the demo's data in every area, restored into another folder, and
// every table compared row for row.

describe.skipIf(isPostgres)('backup and restore of the embedded database', () => {
  let source: Database;
  let dir: string;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    source = await openTestDatabase();
    dir = mkdtempSync(path.join(tmpdir(), 'rally-backup-'));
    stop = serveBackups(source, dir, { error: () => {} });
  });
  afterAll(async () => {
    await stop();
    await source.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('names backups by kind and UTC time', () => {
    const name = backupName('pglite', new Date('2026-12-07T23:05:09.123Z'));
    expect(name).toBe('rally-pglite-2026-12-07T230509Z.tar.gz');
    expect(backupKindOf(name)).toBe('pglite');
    expect(backupKindOf('rally-postgres-2026-12-07T230509Z.dump')).toBe('postgres');
  });

  it('restores into an empty folder every table exactly as it was, and refuses a folder that is not empty', async () => {
    const before = await tableContents(source.db);
    expect(nonEmpty(before)).toBeGreaterThan(40);
    const dump = await backupFromServer(dir);
    expect(dump).not.toBeNull();

    const target = path.join(dir, 'restored');
    await restorePglite(dump!, target);
    const restored = await openPglite({ dataDir: target });
    try {
      expect(await tableContents(restored.db)).toEqual(before);
    } finally {
      await restored.close();
    }
    await expect(restorePglite(dump!, target)).rejects.toThrow(/is not empty/);
  });

  it('answers null when no server listens on the folder', async () => {
    expect(await backupFromServer(path.join(dir, 'nowhere'))).toBeNull();
  });
});
