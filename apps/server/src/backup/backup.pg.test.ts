import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres, type Database } from '../db/client';
import { openTestDatabase } from '../../test/helpers';
import { isPostgres } from '../../test/concurrency';
import { dumpPostgres, restorePostgres } from './postgres-backup';
import { nonEmpty, tableContents } from './backup-compare.test-helpers';

// PostgreSQL's backup (issue 31, docs/backups.md): pg_dump of a database with the demo's data in
// every area, pg_restore into a new empty database, every table compared row for row; a restore
// into a database that is not empty is refused.

describe.runIf(isPostgres)('backup and restore of PostgreSQL', () => {
  let source: Database;
  let dir: string;
  const targetName = `rally_restore_${randomBytes(4).toString('hex')}`;
  const admin = () => new pg.Client({ connectionString: inject('pgUrl') });
  const urlOf = (name: string) => {
    const url = new URL(inject('pgUrl'));
    url.pathname = `/${name}`;
    return url.toString();
  };
  beforeAll(async () => {
    source = await openTestDatabase();
    dir = mkdtempSync(path.join(tmpdir(), 'rally-pg-backup-'));
    const client = admin();
    await client.connect();
    await client.query(`create database ${targetName}`);
    await client.end();
  });
  afterAll(async () => {
    await source.close();
    const client = admin();
    await client.connect();
    await client.query(`drop database if exists ${targetName} with (force)`);
    await client.end();
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores into an empty database every table exactly as it was, and refuses one that is not', async () => {
    const before = await tableContents(source.db);
    expect(nonEmpty(before)).toBeGreaterThan(40);
    const sourceUrl = (source.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
    const file = path.join(dir, 'rally-postgres-test.dump');
    dumpPostgres(sourceUrl, file);
    await restorePostgres(file, urlOf(targetName));
    const restored = openPostgres(urlOf(targetName), 2);
    try {
      expect(await tableContents(restored.db)).toEqual(before);
    } finally {
      await restored.close();
    }
    await expect(restorePostgres(file, urlOf(targetName))).rejects.toThrow(/not empty/);
  });
});
