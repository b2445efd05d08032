import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client';
import { seedReference } from '../src/db/seed/reference.seed';
import { seedDemo } from '../src/db/seed/demo.seed';
import './clock-setup'; // the template's demo data is seeded at the run's instant (TEST_CLOCK)

declare module 'vitest' {
  export interface ProvidedContext {
    templateFile: string;
    templateDbName: string;
    pgUrl: string;
  }
}

/**
 * Builds the template database once per run: migrated, reference data and demo data seeded.
 * PGlite: dumped to a file that each test file loads (well under a second, versus seconds for a
 * fresh instance). PostgreSQL (TEST_DATABASE_URL set): a template database each file copies.
 */
export default async function setup(project: TestProject) {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const templateDbName = `rally_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${templateDbName}`);
    await admin.query(`CREATE DATABASE ${templateDbName}`);
    const url = new URL(pgUrl);
    url.pathname = `/${templateDbName}`;
    const database = openPostgres(url.toString(), 2);
    await database.migrate();
    await seedReference(database.db);
    await seedDemo(database.db);
    await database.close();
    project.provide('templateDbName', templateDbName);
    project.provide('pgUrl', pgUrl);
    project.provide('templateFile', '');
    return async () => {
      // Test files drop their own copies; drop the template and any copy left by a crash.
      const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [
        `rally_t_%`,
      ]);
      for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${templateDbName} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'rally-test-'));
  const database = await openPglite({});
  await database.migrate();
  await seedReference(database.db);
  await seedDemo(database.db);
  const client = (database.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  const templateFile = path.join(dir, 'template.tar');
  writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('templateFile', templateFile);
  project.provide('templateDbName', '');
  project.provide('pgUrl', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
