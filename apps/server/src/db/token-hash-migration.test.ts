import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { hashKey } from '../http/auth';

// Migration 0045_security (issue 25): calendar and unsubscribe tokens kept as their SHA-256. Rows
// made before it hold the token itself; the migration hashes them in SQL, and the hash must be
// exactly `hashKey`'s, or every link already sent would stop working. Proven on a database
// migrated to 0044, given such rows, then migrated on.

const migrations = path.resolve(import.meta.dirname, 'migrations');
const work = mkdtempSync(path.join(tmpdir(), 'rally-0045-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The migrations folder as it was before 0045 (its journal cut there). */
function migrationsBefore(tag: string) {
  const folder = path.join(work, 'before');
  cpSync(migrations, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag === tag),
  );
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe('migration 0045_security', () => {
  it('hashes the tokens of calendar feeds and newsletter links already given out as hashKey does', async () => {
    const client = await PGlite.create({ extensions: { btree_gist, pg_trgm } });
    try {
      await client.exec('CREATE EXTENSION IF NOT EXISTS btree_gist; CREATE EXTENSION IF NOT EXISTS pg_trgm;');
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: migrationsBefore('0045_security') });
      // Rows as the old code wrote them (their parents left out: foreign keys are not the point here).
      const calendarToken = 'Qm9va2luZ3MtZmVlZC10b2tlbi0xMjM0NTY3OA';
      const unsubscribeToken = 'dW5zdWJzY3JpYmUtdG9rZW4x';
      await client.exec(`
        SET session_replication_role = replica;
        INSERT INTO calendar_feeds (player_id, token) VALUES (1, '${calendarToken}');
        INSERT INTO newsletter_recipients (club_id, newsletter_id, name, email, status, token) VALUES (1, 1, 'Pat', 'pat@example.com', 'sent', '${unsubscribeToken}');
        SET session_replication_role = DEFAULT;`);
      await migrate(db, { migrationsFolder: migrations });
      const feed = await client.query<{ token_hash: string }>(
        'SELECT token_hash FROM calendar_feeds WHERE player_id = 1',
      );
      expect(feed.rows[0].token_hash).toBe(hashKey(calendarToken));
      const recipient = await client.query<{ unsubscribe_hashes: string[] }>(
        "SELECT unsubscribe_hashes FROM newsletter_recipients WHERE email = 'pat@example.com'",
      );
      expect(recipient.rows[0].unsubscribe_hashes).toEqual([hashKey(unsubscribeToken)]);
      // The tokens themselves are gone from the database.
      const columns = await client.query<{ table_name: string; column_name: string }>(
        "SELECT table_name, column_name FROM information_schema.columns WHERE column_name = 'token' AND table_name IN ('calendar_feeds', 'newsletter_recipients')",
      );
      expect(columns.rows).toEqual([]);
    } finally {
      await client.close();
    }
  }, 60_000);
});
