import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres } from './client';
import { seedDemo } from './seed/demo.seed';
import { seedReference } from './seed/reference.seed';

// PostgreSQL only (npm run test:pg): processes starting together migrate one fresh database once.

const journal = JSON.parse(readFileSync(path.join(import.meta.dirname, 'migrations/meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

describe.skipIf(!inject('pgUrl'))('migrate under the advisory lock', () => {
  const name = `rally_t_migrate_${randomBytes(4).toString('hex')}`;
  let url = '';
  const admin = () => new pg.Client({ connectionString: inject('pgUrl') });
  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    const target = new URL(inject('pgUrl'));
    target.pathname = `/${name}`;
    url = target.toString();
  });
  afterAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });

  it(
    'applies each migration once when six processes migrate at the same moment, and seeds once',
    { timeout: 120_000 },
    async () => {
      const databases = Array.from({ length: 6 }, () => openPostgres(url, 2));
      try {
        await Promise.all(databases.map((database) => database.migrate()));
        const result = (await databases[0].db.execute(
          sql`SELECT count(*)::int AS total, count(DISTINCT hash)::int AS distinct FROM drizzle.__drizzle_migrations`,
        )) as unknown as { rows: { total: number; distinct: number }[] };
        expect(result.rows[0]).toEqual({ total: journal.entries.length, distinct: journal.entries.length });
        const extensions = (await databases[0].db.execute(
          sql`SELECT extname FROM pg_extension WHERE extname = 'btree_gist'`,
        )) as unknown as { rows: unknown[] };
        expect(extensions.rows).toHaveLength(1);
        // Migrating again finds nothing to do, and the lock was released (this would wait forever otherwise).
        await databases[1].migrate();

        // The seeds that follow at start take their own locks: reference and demo data go in once.
        await Promise.all(databases.map((database) => seedReference(database.db)));
        const seeded = await Promise.all(databases.map((database) => seedDemo(database.db)));
        expect(seeded.filter(Boolean)).toHaveLength(1);
        const rows = (await databases[0].db.execute(
          sql`SELECT (SELECT count(*) FROM sports)::int AS sports, (SELECT count(*) - count(DISTINCT name) FROM clubs)::int AS repeated_clubs, (SELECT count(*) FROM users WHERE email = 'agent@example.com')::int AS agents`,
        )) as unknown as { rows: unknown[] };
        expect(rows.rows[0]).toEqual({ sports: 3, repeated_clubs: 0, agents: 1 });
      } finally {
        await Promise.all(databases.map((database) => database.close()));
      }
    },
  );
});
